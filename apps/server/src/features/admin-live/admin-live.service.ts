import { ADMIN_LIVE_HOURS, ADMIN_LIVE_KINDS, type AdminLiveHour, type AdminLiveState } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { countsPerHour, namesOf } from './admin-live.repo.ts';

export interface AdminLiveDeps {
  db: Db;
  now: () => Date;
  realtime: Realtime;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The live dashboard's picture (issue 14, `/admin/live`), loaded when the page opens and again after
 * its real-time connection comes back; from then on the admins' room keeps it current.
 *
 * Who is online is read from the open real-time connections of company users on every instance
 * (socket.io `fetchSockets`, through the Redis adapter), not from sessions used lately: a connection
 * is an open page, exactly what the presence events that follow describe, and a session's last use
 * is written at most once a minute. The counts per hour come from the database (sessions, offers,
 * payments, companies), so a page opened late, or one that was offline, shows what it missed.
 */
export async function adminLiveState(deps: AdminLiveDeps, ctx: RequestContext): Promise<AdminLiveState> {
  authorize(ctx, 'platform:manage');
  const now = deps.now();
  const currentHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const firstHour = currentHour - (ADMIN_LIVE_HOURS - 1) * HOUR_MS;

  const [online, counts] = await Promise.all([
    deps.realtime.onlineUsers(),
    countsPerHour(deps.db, new Date(firstHour)),
  ]);
  const names = await namesOf(
    deps.db,
    [...new Set(online.map((user) => user.companyId))],
    online.map((user) => user.userId),
  );

  const hours: AdminLiveHour[] = Array.from({ length: ADMIN_LIVE_HOURS }, (_, index) => ({
    hour: new Date(firstHour + index * HOUR_MS).toISOString(),
    ...(Object.fromEntries(ADMIN_LIVE_KINDS.map((kind) => [kind, 0])) as Omit<AdminLiveHour, 'hour'>),
  }));
  for (const row of counts) {
    const hour = hours[Math.round((row.hour.getTime() - firstHour) / HOUR_MS)];
    if (hour && (ADMIN_LIVE_KINDS as readonly string[]).includes(row.kind)) {
      hour[row.kind as (typeof ADMIN_LIVE_KINDS)[number]] += row.count;
    }
  }

  const byCompany = new Map<string, AdminLiveState['online'][number]>();
  for (const user of online) {
    const companyName = names.companies.get(user.companyId);
    const userName = names.users.get(user.userId);
    // A company or user deleted while its page was still open is not shown.
    if (companyName === undefined || userName === undefined) continue;
    let entry = byCompany.get(user.companyId);
    if (!entry) {
      entry = { company: { _id: user.companyId, name: companyName }, users: [] };
      byCompany.set(user.companyId, entry);
    }
    entry.users.push({ _id: user.userId, name: userName, connections: user.connections });
  }
  const companies = [...byCompany.values()].sort(
    (a, b) => b.users.length - a.users.length || a.company.name.localeCompare(b.company.name),
  );
  for (const entry of companies) entry.users.sort((a, b) => a.name.localeCompare(b.name));

  return { online: companies, hours, at: now.toISOString() };
}
