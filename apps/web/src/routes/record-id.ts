import { assertValidRoute } from '../lib/page-not-found.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Validity check of a record page (spec §2): an id that cannot be one is no page at all. */
export function assertRecordId(id: string): void {
  assertValidRoute(UUID.test(id));
}
