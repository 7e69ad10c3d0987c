import type { Readable } from 'node:stream';
import {
  type Language,
  type MediaItem,
  type MediaListQuery,
  type MediaSession,
  type MediaSessionPage,
  type MediaSessionSummary,
  type MediaSessionValues,
  type MediaShare,
  rooms,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { findContract } from '../contracts/index.ts';
import { findCustomer } from '../customers/index.ts';
import {
  deleteMediaItem,
  deleteMediaSession,
  findMediaItem,
  findMediaSession,
  insertMediaItem,
  insertMediaSession,
  keysOf,
  listMediaItems,
  listMediaSessions,
  type MediaItemRow,
  type MediaSessionRow,
  updateMediaItemCaption,
  updateMediaSession,
} from './media.repo.ts';
import { removeMediaObjectsLater } from './media-cleanup.ts';
import { type StoredMedia, storedKeys, storeMediaUpload } from './media-files.ts';

export interface MediaDeps {
  db: Db;
  storage: FileStorage;
  jobs: JobQueue;
  realtime: Realtime;
  publicUrl: string;
  now: () => Date;
}

const ENTITY = 'mediaSession';
const DAY_MS = 86_400_000;

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

function toSummary(row: MediaSessionRow): MediaSessionSummary {
  return {
    _id: row.id,
    title: row.title,
    kind: row.kind,
    note: row.note,
    customer: row.customerId ? { _id: row.customerId, name: row.customerName ?? '' } : null,
    contract:
      row.contractId && row.contractNumber !== null
        ? { _id: row.contractId, number: row.contractNumber }
        : null,
    itemCount: row.itemCount,
    coverItemId: row.coverItemId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The address of a share link: the customer's page in the link's language. */
export function mediaShareLink(publicUrl: string, language: Language, token: string) {
  return `${publicUrl}${language === 'en' ? '/en' : ''}/shared-media?token=${encodeURIComponent(token)}`;
}

/** A session, of a job (whose customer it then names too) or of a customer. Never edited afterwards. */
export async function createMediaSession(
  deps: MediaDeps,
  ctx: RequestContext,
  input: MediaSessionValues,
): Promise<MediaSession> {
  authorize(ctx, 'media:write');
  const companyId = companyOf(ctx);
  const id = await deps.db.transaction(async (tx) => {
    let customerId = input.customerId;
    if (input.contractId) {
      const contract = await findContract(tx, companyId, input.contractId);
      if (!contract)
        throw new AppError('error_validation', { fields: { contractId: 'error_contract_not_found' } });
      if (customerId && customerId !== contract.customer.id)
        throw new AppError('error_validation', { fields: { customerId: 'error_media_customer_mismatch' } });
      customerId = contract.customer.id;
    } else if (customerId && !(await findCustomer(tx, companyId, customerId))) {
      throw new AppError('error_validation', { fields: { customerId: 'error_resource_not_found' } });
    }
    const sessionId = await insertMediaSession(tx, {
      companyId,
      kind: input.kind,
      title: input.title,
      note: input.note,
      customerId,
      contractId: input.contractId,
      createdByUserId: ctx.actor.type === 'user' ? ctx.actor.id : null,
      createdAt: deps.now(),
    });
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: sessionId,
      action: 'create',
      changes: {
        title: [null, input.title],
        kind: [null, input.kind],
        ...(input.contractId ? { contractId: [null, input.contractId] } : {}),
        ...(customerId ? { customerId: [null, customerId] } : {}),
      },
    });
    return sessionId;
  });
  return getMediaSession(deps, ctx, id);
}

export async function getMediaSession(
  deps: MediaDeps,
  ctx: RequestContext,
  id: string,
): Promise<MediaSession> {
  authorize(ctx, 'media:read');
  const companyId = companyOf(ctx);
  const row = await findMediaSession(deps.db, companyId, id);
  if (!row) throw notFound();
  const items = await listMediaItems(deps.db, companyId, id);
  const now = deps.now();
  return {
    ...toSummary(row),
    items: items.map(toMediaItem),
    share:
      row.shareTokenHash && row.shareExpiresAt && row.shareExpiresAt > now && row.shareLanguage
        ? {
            createdAt: row.shareCreatedAt!.toISOString(),
            expiresAt: row.shareExpiresAt.toISOString(),
            language: row.shareLanguage,
          }
        : null,
  };
}

/** Whether the company has this session (for the comments on it; ADR 049). No permission is checked. */
export async function mediaSessionExists(db: Db, companyId: string, id: string): Promise<boolean> {
  return (await findMediaSession(db, companyId, id)) !== undefined;
}

export async function listCompanyMediaSessions(
  deps: MediaDeps,
  ctx: RequestContext,
  query: MediaListQuery,
): Promise<MediaSessionPage> {
  authorize(ctx, 'media:read');
  const { items, total } = await listMediaSessions(deps.db, companyOf(ctx), query);
  return { items: items.map(toSummary), total, page: query.page, pageSize: query.pageSize };
}

/** Delete a session with its items; their objects leave the store once this committed. */
export async function removeMediaSession(deps: MediaDeps, ctx: RequestContext, id: string): Promise<void> {
  authorize(ctx, 'media:write');
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    const row = await findMediaSession(tx, companyId, id, true);
    if (!row) throw notFound();
    const keys = await deleteMediaSession(tx, companyId, id);
    await removeMediaObjectsLater(deps.jobs, tx, keys);
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'delete',
      changes: { title: [row.title, null], items: [row.itemCount, null] },
    });
  });
  deps.realtime.emit(rooms.company(companyId), 'media.changed', { sessionId: id });
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
        entityType: ENTITY,
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
      entityType: ENTITY,
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
      entityType: ENTITY,
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

/**
 * A new share link for the customer (256 random bits; only the SHA-256 is kept, like offers'): it
 * replaces the session's previous one, which stops working at once. Its address is answered this once.
 */
export async function shareMediaSession(
  deps: MediaDeps,
  ctx: RequestContext,
  id: string,
  input: { days: number; language?: Language },
  officeLanguage: Language,
): Promise<MediaShare> {
  authorize(ctx, 'media:share');
  const companyId = companyOf(ctx);
  const now = deps.now();
  const token = newSessionToken();
  const language = input.language ?? officeLanguage;
  const expiresAt = new Date(now.getTime() + input.days * DAY_MS);
  await deps.db.transaction(async (tx) => {
    const row = await findMediaSession(tx, companyId, id, true);
    if (!row) throw notFound();
    await updateMediaSession(tx, companyId, id, {
      shareTokenHash: hashToken(token),
      shareLanguage: language,
      shareCreatedAt: now,
      shareExpiresAt: expiresAt,
    });
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'update',
      changes: { share: [row.shareExpiresAt?.toISOString() ?? null, expiresAt.toISOString()] },
    });
  });
  return {
    url: mediaShareLink(deps.publicUrl, language, token),
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    language,
  };
}

export async function revokeMediaShare(deps: MediaDeps, ctx: RequestContext, id: string): Promise<void> {
  authorize(ctx, 'media:share');
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    const row = await findMediaSession(tx, companyId, id, true);
    if (!row) throw notFound();
    if (!row.shareTokenHash) return;
    await updateMediaSession(tx, companyId, id, {
      shareTokenHash: null,
      shareLanguage: null,
      shareCreatedAt: null,
      shareExpiresAt: null,
    });
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'update',
      changes: { share: [row.shareExpiresAt?.toISOString() ?? null, null] },
    });
  });
}
