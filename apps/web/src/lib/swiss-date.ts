/**
 * Dates as a Swiss office types them: `15.12.2026`, `1.2.26`, `15.12.2026 08:00`, `15.12.2026 8.00`;
 * the ISO form (`2026-12-15`, `2026-12-15T08:00`) is read too (pasted or filled in by a tool).
 * Answers the value a Mantine date input holds (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`) or null.
 */
const SWISS = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2})[:.](\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

function dateOnly(text: string): string | null {
  let day: number;
  let month: number;
  let year: number;
  const swiss = SWISS.exec(text);
  const iso = ISO.exec(text);
  if (swiss) {
    day = Number(swiss[1]);
    month = Number(swiss[2]);
    year = swiss[3]?.length === 2 ? 2000 + Number(swiss[3]) : Number(swiss[3]);
  } else if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    day = Number(iso[3]);
  } else {
    return null;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function parseSwissDate(text: string): string | null {
  return dateOnly(text.trim());
}

export function parseSwissDateTime(text: string): string | null {
  const [datePart = '', timePart = '00:00', ...rest] = text.trim().split(/[\sT]+/);
  if (rest.length > 0) return null;
  const date = dateOnly(datePart);
  const time = TIME.exec(timePart);
  if (!date || !time) return null;
  const hours = Number(time[1]);
  const minutes = Number(time[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${date} ${pad(hours)}:${pad(minutes)}:00`;
}

/** `2026-12-15` → `15.12.2026` (for texts); anything else as it is. */
export function swissDate(iso: string): string {
  const match = ISO.exec(iso.slice(0, 10));
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}
