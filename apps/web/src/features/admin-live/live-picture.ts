import {
  ADMIN_LIVE_HOURS,
  ADMIN_LIVE_KINDS,
  type AdminLiveEvent,
  type AdminLiveHour,
  type AdminLiveState,
  type AdminPresence,
} from '@maxer/domain';

const HOUR_MS = 60 * 60 * 1000;

export interface OnlineCompany {
  company: { _id: string; name: string };
  users: { _id: string; name: string; connections: number }[];
}

/** What the live page shows: who is online per company and the counts per hour. */
export interface LivePicture {
  online: OnlineCompany[];
  hours: AdminLiveHour[];
}

export function pictureOf(state: AdminLiveState): LivePicture {
  return { online: state.online, hours: state.hours };
}

function emptyHour(start: number): AdminLiveHour {
  return {
    hour: new Date(start).toISOString(),
    ...(Object.fromEntries(ADMIN_LIVE_KINDS.map((kind) => [kind, 0])) as Omit<AdminLiveHour, 'hour'>),
  };
}

/** One more of the event's kind in its hour; a new hour rolls the window on (the oldest drops out). */
export function countEvent(picture: LivePicture, event: AdminLiveEvent): LivePicture {
  const start = Math.floor(Date.parse(event.at) / HOUR_MS) * HOUR_MS;
  let hours = picture.hours;
  const last = hours.length ? Date.parse(hours[hours.length - 1]!.hour) : start - HOUR_MS;
  if (start > last) {
    const added: AdminLiveHour[] = [];
    for (
      let hour = Math.max(last + HOUR_MS, start - (ADMIN_LIVE_HOURS - 1) * HOUR_MS);
      hour <= start;
      hour += HOUR_MS
    )
      added.push(emptyHour(hour));
    hours = [...hours, ...added].slice(-ADMIN_LIVE_HOURS);
  }
  return {
    ...picture,
    hours: hours.map((hour) =>
      Date.parse(hour.hour) === start ? { ...hour, [event.kind]: hour[event.kind] + 1 } : hour,
    ),
  };
}

/**
 * A user's open pages changed in number. Names come from the picture or from the sign-in events seen
 * (`names`); for a user or company not known by name the answer is null: the page loads the picture
 * again instead.
 */
export function applyPresence(
  picture: LivePicture,
  presence: AdminPresence,
  names: ReadonlyMap<string, string>,
): LivePicture | null {
  const known = picture.online.find((entry) => entry.company._id === presence.companyId);
  const userName =
    known?.users.find((user) => user._id === presence.userId)?.name ?? names.get(presence.userId);
  const companyName = known?.company.name ?? names.get(presence.companyId);
  if (presence.connections > 0 && (userName === undefined || companyName === undefined)) return null;

  const others = picture.online.filter((entry) => entry.company._id !== presence.companyId);
  const users = (known?.users ?? []).filter((user) => user._id !== presence.userId);
  if (presence.connections > 0)
    users.push({ _id: presence.userId, name: userName!, connections: presence.connections });
  users.sort((a, b) => a.name.localeCompare(b.name));
  const online = users.length
    ? [...others, { company: { _id: presence.companyId, name: companyName! }, users }]
    : others;
  online.sort((a, b) => b.users.length - a.users.length || a.company.name.localeCompare(b.company.name));
  return { ...picture, online };
}
