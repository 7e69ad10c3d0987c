import type { Readable } from 'node:stream';
import type { PublicComment, PublicMediaItem, PublicMediaSession } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/errors.ts';
import { limitClient, type RateLimitStore } from '../../platform/rate-limit.ts';
import {
  announceNotifications,
  type RecordedNotifications,
  recordNotification,
} from '../notifications/index.ts';
import {
  customerAddedSince,
  findMediaItem,
  findMediaSessionByShareToken,
  listMediaItems,
} from './media.repo.ts';
import type { MediaDeps } from './media-deps.ts';
import { type MediaVersion, storeMediaItem, versionKey } from './media-items.service.ts';

export interface PublicMediaDeps extends MediaDeps {
  rateLimitStore: RateLimitStore;
  /**
   * The session's public comments for the customer's page. The comments feature owns them and asks
   * this feature whether a session is the company's, so they are handed in where the app is put
   * together (app.ts) rather than imported: features never use each other in a circle (ADR 049).
   */
  publicComments: (db: Db, companyId: string, sessionId: string) => Promise<PublicComment[]>;
}

/**
 * Per address and minute (ADR 048): the page's data like the offer and review pages; its images
 * more (a session of a hundred photos loads a hundred thumbnails); uploads fewer (a customer adds a
 * few dozen photos of their home, not thousands).
 */
export const PUBLIC_MEDIA_LIMITS = {
  page: { max: 60, windowMs: 60_000 },
  files: { max: 600, windowMs: 60_000 },
  uploads: { max: 60, windowMs: 10 * 60_000 },
} as const;

export function limitPublicMedia(
  deps: Pick<PublicMediaDeps, 'rateLimitStore'>,
  ip: string,
  what: keyof typeof PUBLIC_MEDIA_LIMITS,
) {
  return limitClient(deps.rateLimitStore, `public-media-${what}`, ip, PUBLIC_MEDIA_LIMITS[what]);
}

/** After one notification, the customer's further photos within this time say nothing new. */
const NOTIFY_QUIET_MS = 10 * 60_000;

/** A live link: known, of an active company, not expired. Unknown and revoked links look the same. */
async function liveShare(deps: PublicMediaDeps, db: Db, token: string, forUpdate = false) {
  const row = await findMediaSessionByShareToken(db, hashToken(token), forUpdate);
  if (!row?.company.active) throw new AppError('error_media_link_not_found');
  if (!row.session.shareExpiresAt || row.session.shareExpiresAt <= deps.now())
    throw new AppError('error_media_link_expired');
  return row;
}

function toPublicItem(row: Awaited<ReturnType<typeof listMediaItems>>[number]): PublicMediaItem {
  return {
    _id: row.id,
    caption: row.caption,
    width: row.width,
    height: row.height,
    fromCustomer: row.fromCustomer,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What the customer's page shows: the company's branding, the session's title, and its images as
 * display versions (metadata stripped), and the session's public comments (under the company's name;
 * ADR 049). Videos and documents, the note, internal comments and the originals stay in the office.
 */
export async function viewSharedMedia(deps: PublicMediaDeps, token: string): Promise<PublicMediaSession> {
  const { session, company } = await liveShare(deps, deps.db, token);
  const [items, comments] = await Promise.all([
    listMediaItems(deps.db, company.id, session.id),
    deps.publicComments(deps.db, company.id, session.id),
  ]);
  return {
    language: session.shareLanguage ?? 'de',
    company: {
      name: company.name,
      timeZone: company.timeZone,
      backgroundColor: company.backgroundColor,
      textColor: company.textColor,
      accentColor: company.accentColor,
      hasLogo: company.logoFile !== null,
    },
    title: session.title,
    kind: session.kind,
    contractNumber: session.contractNumber,
    expiresAt: session.shareExpiresAt!.toISOString(),
    items: items.filter((item) => item.displayKey !== null).map(toPublicItem),
    comments,
  };
}

/** The key of an image's display version or thumbnail on a live link; anything else is 404. */
export async function sharedMediaFile(
  deps: PublicMediaDeps,
  token: string,
  itemId: string,
  version: Exclude<MediaVersion, 'original'>,
) {
  const { session, company } = await liveShare(deps, deps.db, token);
  const item = await findMediaItem(deps.db, company.id, session.id, itemId);
  return { key: item ? versionKey(item, version) : null, name: `photo-${version}` };
}

export async function sharedMediaLogo(deps: PublicMediaDeps, token: string) {
  const { company } = await liveShare(deps, deps.db, token);
  return company.logoFile;
}

/**
 * The customer adds a photo (the inventory before a quote): photos only, the same limits as the
 * office's, marked as the customer's. The office is told once per batch (no other photo of the
 * customer's in the last ten minutes), in the transaction that adds it.
 */
export async function addSharedMediaPhoto(
  deps: PublicMediaDeps,
  token: string,
  source: Readable,
  options: { name: string | undefined; declaredLength: number | undefined },
): Promise<PublicMediaItem> {
  const { session, company } = await liveShare(deps, deps.db, token);
  let notified: RecordedNotifications = [];
  const row = await storeMediaItem(deps, { companyId: company.id, sessionId: session.id }, source, {
    ...options,
    fromCustomer: true,
    createdByUserId: null,
    async inTransaction(tx, item, current) {
      // The link may have been revoked or replaced while the photo was uploading.
      if (current.shareTokenHash !== hashToken(token)) throw new AppError('error_media_link_not_found');
      const now = deps.now();
      if (!current.shareExpiresAt || current.shareExpiresAt <= now)
        throw new AppError('error_media_link_expired');
      const quietSince = new Date(item.createdAt.getTime() - NOTIFY_QUIET_MS);
      if (await customerAddedSince(tx, company.id, session.id, quietSince, item.id)) return;
      notified = await recordNotification(tx, {
        companyId: company.id,
        exceptUserId: null,
        kind: 'mediaAdded',
        data: {
          mediaSessionId: session.id,
          title: session.title,
          ...(session.customerName ? { customerName: session.customerName } : {}),
          ...(session.contractId && session.contractNumber !== null
            ? { contractId: session.contractId, contractNumber: session.contractNumber }
            : {}),
        },
        at: now,
      });
    },
  });
  announceNotifications(deps.realtime, notified);
  return toPublicItem(row);
}
