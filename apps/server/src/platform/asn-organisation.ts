import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { isLocalAddress } from './geo.ts';

/** The organisation (autonomous system's holder) an IP address belongs to, or null when unknown. */
export type OrganisationLookup = (ip: string) => string | null;

/** No organisation database (tests, tools): every address's organisation is unknown. */
export const noOrganisation: OrganisationLookup = () => null;

/** One address family's table: range starts and ends ascending, each range's organisation by index. */
interface RangeTable<N> {
  starts: ArrayLike<N>;
  ends: ArrayLike<N>;
  organisation: Uint32Array;
}

/** `start,end,asn,organisation` with the organisation quoted when it holds a comma (`""` for a quote). */
export function parseAsnLine(line: string): { start: string; end: string; organisation: string } | null {
  const first = line.indexOf(',');
  const second = line.indexOf(',', first + 1);
  const third = line.indexOf(',', second + 1);
  if (first < 0 || second < 0 || third < 0) return null;
  let organisation = line.slice(third + 1).trimEnd();
  if (organisation.startsWith('"') && organisation.endsWith('"')) {
    organisation = organisation.slice(1, -1).replaceAll('""', '"');
  }
  return { start: line.slice(0, first), end: line.slice(first + 1, second), organisation };
}

function readTable<N>(file: string, toNumber: (text: string) => N, names: Map<string, number>) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const starts: N[] = [];
  const ends: N[] = [];
  const organisation: number[] = [];
  for (const line of lines) {
    const row = parseAsnLine(line);
    if (!row) continue;
    let index = names.get(row.organisation);
    if (index === undefined) {
      index = names.size;
      names.set(row.organisation, index);
    }
    starts.push(toNumber(row.start));
    ends.push(toNumber(row.end));
    organisation.push(index);
  }
  return { starts, ends, organisation: Uint32Array.from(organisation) };
}

/** The last range starting at or before `value`, if `value` lies inside it. */
function find<N extends number | bigint>(table: RangeTable<N>, value: N): number | null {
  let low = 0;
  let high = table.starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((table.starts[middle] as N) <= value) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  if (found < 0 || (table.ends[found] as N) < value) return null;
  return table.organisation[found] ?? null;
}

/**
 * Organisation by IP from the `@ip-location-db/asn` package's tables (RouteViews, the regional
 * registries and DB-IP's IP-to-ASN Lite, CC BY 4.0: the page showing it credits DB-IP). No network:
 * the data ships in the package and is kept current by upgrading it (README "IP data"). Read on the
 * first lookup of a public address (~0.5 s, ~60 MB of text): a purely local installation never pays.
 */
export function asnOrganisationLookup(directory?: string): OrganisationLookup {
  let tables: { v4: RangeTable<number>; v6: RangeTable<bigint>; names: string[] } | undefined;
  const load = () => {
    const dir =
      directory ?? path.dirname(createRequire(import.meta.url).resolve('@ip-location-db/asn/package.json'));
    const names = new Map<string, number>();
    const v4 = readTable(path.join(dir, 'asn-ipv4-num.csv'), Number, names);
    const v6 = readTable(path.join(dir, 'asn-ipv6-num.csv'), BigInt, names);
    return {
      v4: { ...v4, starts: Float64Array.from(v4.starts), ends: Float64Array.from(v4.ends) },
      v6,
      names: [...names.keys()],
    };
  };
  return (ip) => {
    // net.isIP is strict; ipaddr.js alone would also take legacy forms such as "0x7f.1".
    if (!net.isIP(ip) || isLocalAddress(ip)) return null;
    tables ??= load();
    const address = ipaddr.process(ip);
    const bytes = address.toByteArray();
    const index =
      address.kind() === 'ipv4'
        ? find(
            tables.v4,
            bytes.reduce((sum, byte) => sum * 256 + byte, 0),
          )
        : find(
            tables.v6,
            bytes.reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0n),
          );
    return index === null ? null : (tables.names[index] ?? null);
  };
}
