import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../errors.ts';
import {
  CAMT_REPORTS,
  CAMT_ROOTS,
  type CamtMessage,
  type CamtVersion,
  camtOfNamespace,
} from './camt-namespaces.ts';

/**
 * A camt.053 or camt.054 file read into the transactions an import decides about. Pure: bytes in,
 * plain data out (or an AppError naming what is wrong with the file, in both languages); nothing here
 * knows invoices or the database, so the company's import and the platform's can share it.
 *
 * What is read (SPS / ISO 20022 names): per report (Stmt or Ntfctn) the account's IBAN, per entry
 * (Ntry) its amount, credit or debit (CdtDbtInd), reversal (RvslInd), status (Sts: BOOK, PDNG, INFO),
 * booking date (BookgDt) and the bank's reference (AcctSvcrRef); per transaction (NtryDtls/TxDtls; a
 * batched entry has several) its amount, direction, own bank reference, debtor and the structured
 * creditor reference (RmtInf/Strd/CdtrRefInf: QRR or SCOR). Unstructured remittance text is never
 * read as a reference: a reference is taken only where the payer's bank put one.
 */
export interface CamtTransaction {
  /** The entry's position in the file (1-based, across reports): how a person finds it. */
  entry: number;
  /**
   * The bank's reference of this booking, what makes importing it twice recognisable: the
   * transaction's own AcctSvcrRef, else the entry's (with "/n" when the entry batches several), else null.
   */
  bankReference: string | null;
  direction: 'CRDT' | 'DBIT';
  /** Cents. */
  amount: number;
  currency: string;
  /** YYYY-MM-DD as the bank booked it (BookgDt, else the value date). */
  bookingDate: string | null;
  booked: boolean;
  reversal: boolean;
  reference: { type: 'QRR' | 'SCOR'; value: string } | null;
  debtorName: string | null;
}

export interface CamtStatement {
  message: CamtMessage;
  version: CamtVersion;
  messageId: string | null;
  /** The IBAN of the (first) account the file reports on. */
  iban: string | null;
  entries: number;
  transactions: CamtTransaction[];
}

/** Elements that may repeat: always arrays, also when a file has one. */
const REPEATED = new Set(['Stmt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Strd', 'Ustrd']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Strings stay strings: a QR reference has leading zeros, an amount is read to the cent below.
  parseTagValue: false,
  parseAttributeValue: false,
  // A prefixed document (`<camt:Document xmlns:camt=…>`) reads like an unprefixed one.
  transformTagName: (name) => name.replace(/^[^:]+:/, ''),
  isArray: (name) => REPEATED.has(name),
  // A bank file has no DOCTYPE (refused before parsing); the five predefined entities are decoded.
  processEntities: {
    enabled: true,
    maxTotalExpansions: Number.MAX_SAFE_INTEGER,
    maxExpandedLength: Number.MAX_SAFE_INTEGER,
  },
});

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const child = (node: unknown, name: string): Node | undefined => {
  const value = isNode(node) ? node[name] : undefined;
  return isNode(value) ? value : undefined;
};
const children = (node: unknown, name: string): Node[] => {
  const value = isNode(node) ? node[name] : undefined;
  return Array.isArray(value) ? value.filter(isNode) : [];
};
/** The text of an element, also when it carries attributes (`{ '#text': …, '@_Ccy': … }`). */
const text = (node: unknown, ...path: string[]): string | null => {
  let at: unknown = node;
  for (const name of path) at = isNode(at) ? at[name] : undefined;
  if (typeof at === 'string') return at.trim() || null;
  if (isNode(at) && typeof at['#text'] === 'string') return at['#text'].trim() || null;
  return null;
};

/** "1234.5" → 123450; null for anything that is not a non-negative amount to the cent. */
export function camtAmountToCents(value: string | null): number | null {
  if (!value) return null;
  const match = /^(\d{1,13})(?:\.(\d{1,5}))?$/.exec(value);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(5, '0');
  if (fraction.slice(2) !== '000') return null;
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2));
}

const dateOf = (node: unknown): string | null => {
  const value = text(node, 'Dt') ?? text(node, 'DtTm');
  const day = value?.slice(0, 10) ?? null;
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
};

/** Versions 04/05 write `<Sts>BOOK</Sts>`, 06 onwards `<Sts><Cd>BOOK</Cd></Sts>`. */
const statusOf = (entry: Node): string | null => text(entry, 'Sts') ?? text(entry, 'Sts', 'Cd');

const directionOf = (value: string | null): 'CRDT' | 'DBIT' | null =>
  value === 'CRDT' || value === 'DBIT' ? value : null;

/** The structured creditor reference, typed by the bank (QRR, SCOR) or, untyped, by its shape. */
function referenceOf(transaction: Node): CamtTransaction['reference'] {
  for (const structured of children(child(transaction, 'RmtInf'), 'Strd')) {
    const info = child(structured, 'CdtrRefInf');
    const raw = text(info, 'Ref');
    if (!raw) continue;
    const value = raw.replace(/\s+/g, '').toUpperCase();
    const kind = text(info, 'Tp', 'CdOrPrtry', 'Prtry') ?? text(info, 'Tp', 'CdOrPrtry', 'Cd');
    if (kind === 'QRR' || (!kind && /^\d{27}$/.test(value))) return { type: 'QRR', value };
    if (kind === 'SCOR' || (!kind && /^RF\d{2}/.test(value))) return { type: 'SCOR', value };
  }
  return null;
}

/** v04: `Dbtr/Nm`; v08: `Dbtr/Pty/Nm`. */
const debtorOf = (transaction: Node): string | null => {
  const debtor = child(child(transaction, 'RltdPties'), 'Dbtr');
  return text(debtor, 'Nm') ?? text(debtor, 'Pty', 'Nm');
};

function transactionsOf(entry: Node, position: number): CamtTransaction[] {
  const details = children(entry, 'NtryDtls').flatMap((d) => children(d, 'TxDtls'));
  const entryAmount = camtAmountToCents(text(entry, 'Amt'));
  const entryCurrency = isNode(entry.Amt) ? entry.Amt['@_Ccy'] : undefined;
  const entryDirection = directionOf(text(entry, 'CdtDbtInd'));
  const entryReference = text(entry, 'AcctSvcrRef');
  const common = {
    entry: position,
    bookingDate: dateOf(entry.BookgDt) ?? dateOf(entry.ValDt),
    booked: statusOf(entry) === 'BOOK',
    reversal: text(entry, 'RvslInd') === 'true',
  };
  const invalid = () => new AppError('error_bank_statement_entry_invalid', { params: { entry: position } });
  if (entryAmount === null || typeof entryCurrency !== 'string' || !entryDirection) throw invalid();
  // A booked entry has a day it was booked on; one without is a damaged file, not a decision.
  if (common.booked && !common.bookingDate) throw invalid();
  if (details.length === 0) {
    return [
      {
        ...common,
        bankReference: entryReference,
        direction: entryDirection,
        amount: entryAmount,
        currency: entryCurrency.trim().toUpperCase(),
        reference: null,
        debtorName: null,
      },
    ];
  }
  return details.map((transaction, index) => {
    // The transaction's own amount; a single transaction may leave it to its entry.
    const amountNode = transaction.Amt ?? child(child(transaction, 'AmtDtls'), 'TxAmt')?.Amt;
    const amount = amountNode
      ? camtAmountToCents(text(amountNode))
      : details.length === 1
        ? entryAmount
        : null;
    const currency = isNode(amountNode) ? amountNode['@_Ccy'] : entryCurrency;
    const direction = transaction.CdtDbtInd ? directionOf(text(transaction, 'CdtDbtInd')) : entryDirection;
    if (amount === null || typeof currency !== 'string' || !direction) throw invalid();
    const own = text(transaction, 'Refs', 'AcctSvcrRef');
    return {
      ...common,
      bankReference:
        own ?? (entryReference && details.length > 1 ? `${entryReference}/${index + 1}` : entryReference),
      direction,
      amount,
      currency: currency.trim().toUpperCase(),
      reference: referenceOf(transaction),
      debtorName: debtorOf(transaction),
    };
  });
}

/** The namespace the document declares (default or prefixed) that names a camt message. */
function camtOf(document: Node) {
  const declared = Object.entries(document)
    .filter(([name, value]) => name.startsWith('@_xmlns') && typeof value === 'string')
    .map(([, value]) => camtOfNamespace(value as string));
  const known = declared.find((found) => found && 'message' in found);
  if (known && 'message' in known) return known;
  const unsupported = declared.find((found) => found && 'unsupported' in found);
  if (unsupported && 'unsupported' in unsupported)
    throw new AppError('error_bank_statement_version', { params: { version: unsupported.unsupported } });
  throw new AppError('error_bank_statement_not_camt');
}

/** The first line of the file's XML, as far as it is text: what the "not camt" check looks at. */
const looksLikeXml = (head: string) => /^\s*</.test(head);

export function parseCamt(content: Buffer | string): CamtStatement {
  const xml = (typeof content === 'string' ? content : content.toString('utf8')).replace(/^\uFEFF/, '');
  if (!looksLikeXml(xml.slice(0, 256))) throw new AppError('error_bank_statement_not_camt');
  // No bank file declares a document type; refusing one keeps entity expansion out entirely.
  if (/<!DOCTYPE/i.test(xml)) throw new AppError('error_bank_statement_not_camt');
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new AppError('error_bank_statement_malformed', { params: { line: valid.err.line } });
  const parsed = parser.parse(xml) as Node;
  const document = child(parsed, 'Document');
  if (!document) throw new AppError('error_bank_statement_not_camt');
  const { message, version } = camtOf(document);
  const root = child(document, CAMT_ROOTS[message]);
  if (!root) throw new AppError('error_bank_statement_not_camt');

  const transactions: CamtTransaction[] = [];
  let entries = 0;
  let iban: string | null = null;
  for (const report of children(root, CAMT_REPORTS[message])) {
    iban ??= text(report, 'Acct', 'Id', 'IBAN');
    for (const entry of children(report, 'Ntry')) {
      entries += 1;
      transactions.push(...transactionsOf(entry, entries));
    }
  }
  return { message, version, messageId: text(root, 'GrpHdr', 'MsgId'), iban, entries, transactions };
}
