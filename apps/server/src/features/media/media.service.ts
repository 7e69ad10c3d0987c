import {
  type Language,
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
import { findContract } from '../contracts/index.ts';
import { findCustomer } from '../customers/index.ts';
import {
  deleteMediaSession,
  findMediaSession,
  insertMediaSession,
  listMediaItems,
  listMediaSessions,
  type MediaSessionRow,
  updateMediaSession,
} from './media.repo.ts';
import { removeMediaObjectsLater } from './media-cleanup.ts';
import { MEDIA_ENTITY, type MediaDeps } from './media-deps.ts';
import { toMediaItem } from './media-items.service.ts';

const DAY_MS = 86_400_000;

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
      entityType: MEDIA_ENTITY,
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
      entityType: MEDIA_ENTITY,
      entityId: id,
      action: 'delete',
      changes: { title: [row.title, null], items: [row.itemCount, null] },
    });
  });
  deps.realtime.emit(rooms.company(companyId), 'media.changed', { sessionId: id });
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
      entityType: MEDIA_ENTITY,
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
      entityType: MEDIA_ENTITY,
      entityId: id,
      action: 'update',
      changes: { share: [row.shareExpiresAt?.toISOString() ?? null, null] },
    });
  });
}
