import type { Readable } from 'node:stream';
import { type MediaItem, rooms } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/errors.ts';
import {
  deleteMediaItem,
  findMediaItem,
  findMediaSession,
  insertMediaItem,
  keysOf,
  type MediaItemRow,
  type MediaSessionRow,
  updateMediaItemCaption,
} from './media.repo.ts';
import { removeMediaObjectsLater } from './media-cleanup.ts';
import { MEDIA_ENTITY, type MediaDeps } from './media-deps.ts';
import { type StoredMedia, storedKeys, storeMediaUpload } from './media-files.ts';

// A session's items: a file stored as one (the office's upload and the customer's through the share
// link), its caption, its removal, and which stored object each version is.

export function toMediaItem(row: MediaItemRow): MediaItem {
  return {
    _id: row.id,
    kind: row.kind,
    contentType: row.contentType,
    size: row.size,
    name: row.name,
    caption: row.caption,
    width: row.width,
    height: row.height,
    fromCustomer: row.fromCustomer,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Store one uploaded file (the request body, streamed) as an item of a session; by the office or, with
 * `fromCustomer`, through the session's share link (`inTransaction` then adds what the link's side
 * records). The session is looked up before the body is read, and again when the item is written (it
 * may have been deleted meanwhile: the stored objects are removed again).
 */
export async function storeMediaItem(
  deps: MediaDeps,
  target: { companyId: string; sessionId: string },
  source: Readable,
  options: {
    name: string | undefined;
    declaredLength: number | undefined;
    fromCustomer: boolean;
    createdByUserId: string | null;
    inTransaction?: (tx: Db, item: MediaItemRow, session: MediaSessionRow) => Promise<void>;
  },
): Promise<MediaItemRow> {
  const { companyId, sessionId } = target;
  const stored: StoredMedia = await storeMediaUpload(deps.storage, companyId, source, {
    declaredLength: options.declaredLength,
    photosOnly: options.fromCustomer,
  });
  try {
    const item = await deps.db.transaction(async (tx) => {
      const session = await findMediaSession(tx, companyId, sessionId, true);
      if (!session) throw notFound();
      const row = await insertMediaItem(tx, {
        companyId,
        sessionId,
        kind: stored.kind,
        contentType: stored.contentType,
        size: stored.size,
        name: options.name?.trim() || null,
        fileKey: stored.fileKey,
        displayKey: stored.displayKey,
        thumbnailKey: stored.thumbnailKey,
        width: stored.width,
        height: stored.height,
        fromCustomer: options.fromCustomer,
        createdByUserId: options.createdByUserId,
        createdAt: deps.now(),
      });
      await options.inTransaction?.(tx, row, session);
      return row;
    });
    deps.realtime.emit(rooms.company(companyId), 'media.changed', { sessionId });
    return item;
  } catch (error) {
    await Promise.allSettled(storedKeys(stored).map((key) => deps.storage.delete(key)));
    throw error;
  }
}

export async function addMediaItem(
  deps: MediaDeps,
  ctx: RequestContext,
  sessionId: string,
  source: Readable,
  options: { name: string | undefined; declaredLength: number | undefined },
): Promise<MediaItem> {
  authorize(ctx, 'media:write');
  const companyId = companyOf(ctx);
  // Another company's (or no) session answers 404 before a byte of the file is read.
  if (!(await findMediaSession(deps.db, companyId, sessionId))) throw notFound();
  const row = await storeMediaItem(deps, { companyId, sessionId }, source, {
    ...options,
    fromCustomer: false,
    createdByUserId: ctx.actor.type === 'user' ? ctx.actor.id : null,
    inTransaction: (tx, item) =>
      recordActivity(tx, ctx, companyId, {
        entityType: MEDIA_ENTITY,
        entityId: sessionId,
        action: 'update',
        changes: { item: [null, { id: item.id, name: item.name, kind: item.kind, size: item.size }] },
      }),
  });
  return toMediaItem(row);
}

export async function changeMediaCaption(
  deps: MediaDeps,
  ctx: RequestContext,
  sessionId: string,
  itemId: string,
  caption: string | null,
): Promise<MediaItem> {
  authorize(ctx, 'media:write');
  const companyId = companyOf(ctx);
  const row = await deps.db.transaction(async (tx) => {
    const before = await findMediaItem(tx, companyId, sessionId, itemId);
    if (!before) throw notFound();
    const updated = await updateMediaItemCaption(tx, companyId, itemId, caption);
    await recordActivity(tx, ctx, companyId, {
      entityType: MEDIA_ENTITY,
      entityId: sessionId,
      action: 'update',
      changes: { [`item ${itemId} caption`]: [before.caption, caption] },
    });
    return updated!;
  });
  deps.realtime.emit(rooms.company(companyId), 'media.changed', { sessionId });
  return toMediaItem(row);
}

export async function removeMediaItem(
  deps: MediaDeps,
  ctx: RequestContext,
  sessionId: string,
  itemId: string,
): Promise<void> {
  authorize(ctx, 'media:write');
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    const item = await findMediaItem(tx, companyId, sessionId, itemId);
    if (!item) throw notFound();
    await deleteMediaItem(tx, companyId, itemId);
    await removeMediaObjectsLater(
      deps.jobs,
      tx,
      keysOf({ file: item.fileKey, display: item.displayKey, thumbnail: item.thumbnailKey }),
    );
    await recordActivity(tx, ctx, companyId, {
      entityType: MEDIA_ENTITY,
      entityId: sessionId,
      action: 'update',
      changes: { item: [{ id: item.id, name: item.name, kind: item.kind }, null] },
    });
  });
  deps.realtime.emit(rooms.company(companyId), 'media.changed', { sessionId });
}

export type MediaVersion = 'original' | 'display' | 'thumbnail';

/** A name the browser may save the file as: the uploaded name's safe characters, or the item's kind. */
export function downloadName(item: Pick<MediaItemRow, 'name' | 'kind'>, version: MediaVersion): string {
  const base = (item.name ?? '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[_.]+|_+$/g, '')
    .slice(0, 80);
  const name = base || (item.kind === 'image' ? 'photo' : item.kind);
  return version === 'original' ? name : `${name}-${version}`;
}

export function versionKey(item: MediaItemRow, version: MediaVersion): string | null {
  if (version === 'original') return item.fileKey;
  return version === 'display' ? item.displayKey : item.thumbnailKey;
}

/** The stored object of one version of an item, and the name to send it as. */
export async function mediaItemFile(
  deps: MediaDeps,
  ctx: RequestContext,
  sessionId: string,
  itemId: string,
  version: MediaVersion,
) {
  authorize(ctx, 'media:read');
  const item = await findMediaItem(deps.db, companyOf(ctx), sessionId, itemId);
  if (!item) throw notFound();
  return { key: versionKey(item, version), name: downloadName(item, version) };
}
