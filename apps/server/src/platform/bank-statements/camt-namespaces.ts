/**
 * The ISO 20022 messages a Swiss bank delivers its account information in (Swiss Payment Standards,
 * "Cash Management" implementation guidelines): camt.053 (the statement of the day's bookings) and
 * camt.054 (the notification of credits and debits, e.g. the QR-bill payments of a day). Versions 04
 * (SPS 2016–2019) to 08 (SPS 2022 onwards, ISO 2019) differ in details this module reads (the entry's
 * status, the debtor's party), not in the parts the import needs.
 */
export type CamtMessage = 'camt.053' | 'camt.054';

export const CAMT_VERSIONS = ['04', '05', '06', '07', '08'] as const;
export type CamtVersion = (typeof CAMT_VERSIONS)[number];

/** The document's root element below `Document`, per message. */
export const CAMT_ROOTS: Record<CamtMessage, string> = {
  'camt.053': 'BkToCstmrStmt',
  'camt.054': 'BkToCstmrDbtCdtNtfctn',
};

/** Where each message keeps its statements (camt.053) or notifications (camt.054). */
export const CAMT_REPORTS: Record<CamtMessage, string> = {
  'camt.053': 'Stmt',
  'camt.054': 'Ntfctn',
};

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:(camt\.05[34])\.001\.(\d{2})$/;

/** The message and version a namespace names, or what it is when it is a camt one of another version. */
export function camtOfNamespace(
  uri: string,
): { message: CamtMessage; version: CamtVersion } | { unsupported: string } | null {
  const match = NAMESPACE.exec(uri.trim());
  if (!match) return null;
  const message = match[1] as CamtMessage;
  const version = match[2]!;
  if (!(CAMT_VERSIONS as readonly string[]).includes(version))
    return { unsupported: `${message}.001.${version}` };
  return { message, version: version as CamtVersion };
}

export const camtNamespace = (message: CamtMessage, version: CamtVersion) =>
  `urn:iso:std:iso:20022:tech:xsd:${message}.001.${version}`;
