import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { camtAmountToCents, parseCamt } from './camt-parser.ts';

const sample = (name: string) => readFileSync(new URL(`./test-files/${name}`, import.meta.url));

function refusal(content: string | Buffer) {
  try {
    parseCamt(content);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, params: error.params };
    throw error;
  }
  throw new Error('parsed');
}

describe('camt parser', () => {
  it('reads a camt.054.001.08 notification: batched entry, SCOR, debit, no reference, pending', () => {
    const statement = parseCamt(sample('camt054-v08-batched.xml'));
    expect(statement).toMatchObject({
      message: 'camt.054',
      version: '08',
      messageId: '20260314375204000006220',
      iban: 'CH4431999123000889012',
      entries: 5,
    });
    expect(statement.transactions).toEqual([
      {
        entry: 1,
        bankReference: 'ZKB20260314A001-T1',
        direction: 'CRDT',
        amount: 29_080,
        currency: 'CHF',
        bookingDate: '2026-03-14',
        booked: true,
        reversal: false,
        reference: { type: 'QRR', value: '000000000000000000000000011' },
        debtorName: 'Erika Muster',
      },
      {
        entry: 1,
        // No reference of its own: the entry's, numbered by its place in the batch.
        bankReference: 'ZKB20260314A001/2',
        direction: 'CRDT',
        amount: 129_080,
        currency: 'CHF',
        bookingDate: '2026-03-14',
        booked: true,
        reversal: false,
        // Printed with spaces by the payer: compared without them.
        reference: { type: 'QRR', value: '000000000000000000000000026' },
        debtorName: 'Hans Meier & Co.',
      },
      expect.objectContaining({
        entry: 2,
        bankReference: 'ZKB20260314A002',
        amount: 10_050,
        reference: { type: 'SCOR', value: 'RF203' },
        debtorName: 'Peter Schmid',
      }),
      expect.objectContaining({ entry: 3, direction: 'DBIT', amount: 500, reference: null }),
      // A booking date given as date and time is the bank's day.
      expect.objectContaining({ entry: 4, amount: 7_500, bookingDate: '2026-03-14', reference: null }),
      expect.objectContaining({ entry: 5, booked: false, bookingDate: '2026-03-16' }),
    ]);
  });

  it('reads camt.054.001.04: status as text, amount in AmtDtls, untyped reference, reversal', () => {
    const statement = parseCamt(sample('camt054-v04.xml'));
    expect(statement).toMatchObject({ message: 'camt.054', version: '04', entries: 2 });
    expect(statement.transactions).toEqual([
      {
        entry: 1,
        bankReference: 'PF190802-0042',
        direction: 'CRDT',
        amount: 25_000,
        currency: 'CHF',
        bookingDate: '2019-08-02',
        booked: true,
        reversal: false,
        reference: { type: 'QRR', value: '000000000000000000000000420' },
        debtorName: 'Anna Keller',
      },
      expect.objectContaining({ entry: 2, reversal: true, reference: null, bankReference: 'PF190802-0043' }),
    ]);
  });

  it('reads a prefixed camt.053.001.04 statement and skips its balances', () => {
    const statement = parseCamt(sample('camt053-v04.xml'));
    expect(statement).toMatchObject({
      message: 'camt.053',
      version: '04',
      iban: 'CH5604835012345678009',
      entries: 2,
    });
    expect(statement.transactions.map((t) => [t.direction, t.amount, t.reference?.value ?? null])).toEqual([
      ['CRDT', 10_050, 'RF203'],
      ['DBIT', 20_000, null],
    ]);
  });

  it('accepts the namespaces of versions 04 to 08 of both messages', () => {
    for (const message of ['053', '054'] as const) {
      for (const version of ['04', '05', '06', '07', '08']) {
        const root = message === '053' ? 'BkToCstmrStmt' : 'BkToCstmrDbtCdtNtfctn';
        const report = message === '053' ? 'Stmt' : 'Ntfctn';
        const xml = `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.${message}.001.${version}"><${root}><GrpHdr><MsgId>M</MsgId></GrpHdr><${report}><Ntry><Amt Ccy="EUR">1</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-01-02</Dt></BookgDt></Ntry></${report}></${root}></Document>`;
        expect(parseCamt(xml)).toMatchObject({
          message: `camt.${message}`,
          version,
          transactions: [{ amount: 100, currency: 'EUR', bankReference: null, booked: true }],
        });
      }
    }
  });

  it('refuses what is not a camt file, naming why, in the catalogue', () => {
    expect(refusal('%PDF-1.7 not xml')).toEqual({ code: 'error_bank_statement_not_camt' });
    expect(refusal('<html><body>hello</body></html>')).toEqual({ code: 'error_bank_statement_not_camt' });
    expect(
      refusal('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><x/></Document>'),
    ).toEqual({
      code: 'error_bank_statement_not_camt',
    });
    expect(
      refusal('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><x/></Document>'),
    ).toEqual({
      code: 'error_bank_statement_version',
      params: { version: 'camt.054.001.02' },
    });
    // The namespace of one message with the body of the other.
    expect(
      refusal(
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrDbtCdtNtfctn/></Document>',
      ),
    ).toEqual({ code: 'error_bank_statement_not_camt' });
    expect(refusal('<!DOCTYPE d [<!ENTITY a "aaaa">]><Document>&a;</Document>')).toEqual({
      code: 'error_bank_statement_not_camt',
    });
  });

  it('refuses damaged XML with its line, and an entry without a readable amount with its number', () => {
    const broken = sample('camt054-v08-batched.xml').toString('utf8').replace('</Ntfctn>', '');
    expect(refusal(broken)).toMatchObject({
      code: 'error_bank_statement_malformed',
      params: { line: expect.any(Number) },
    });
    const badAmount = sample('camt054-v08-batched.xml')
      .toString('utf8')
      .replace('<Amt Ccy="CHF">100.50</Amt>', '<Amt Ccy="CHF">100.505</Amt>');
    expect(refusal(badAmount)).toEqual({ code: 'error_bank_statement_entry_invalid', params: { entry: 2 } });
  });

  it('reads amounts to the cent, never through floating point', () => {
    expect(camtAmountToCents('0.1')).toBe(10);
    expect(camtAmountToCents('1234567.89')).toBe(123_456_789);
    expect(camtAmountToCents('290.80000')).toBe(29_080);
    expect(camtAmountToCents('1.001')).toBeNull();
    expect(camtAmountToCents('-5.00')).toBeNull();
    expect(camtAmountToCents('1e3')).toBeNull();
  });
});
