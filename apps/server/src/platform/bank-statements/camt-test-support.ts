/**
 * camt.054 files written for tests and benches (not product code): one entry per booking, shaped like
 * a Swiss bank's notification of version 08 (or 04: status as text, debtor name under Dbtr).
 */
export interface SampleBooking {
  /** Cents. */
  amount: number;
  reference?: string | null;
  referenceType?: 'QRR' | 'SCOR';
  /** The bank's AcctSvcrRef; null leaves it out. */
  bankReference?: string | null;
  direction?: 'CRDT' | 'DBIT';
  bookingDate?: string;
  currency?: string;
  status?: 'BOOK' | 'PDNG';
  debtorName?: string;
}

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const amountText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

let counter = 0;
/** A bank reference no other test uses. */
export const sampleBankReference = () =>
  `TEST${Date.now().toString(36)}${(++counter).toString(36)}`.toUpperCase();

function entry(booking: SampleBooking, version: '04' | '08') {
  const currency = booking.currency ?? 'CHF';
  const direction = booking.direction ?? 'CRDT';
  const amount = `<Amt Ccy="${currency}">${amountText(booking.amount)}</Amt>`;
  const status =
    version === '04'
      ? `<Sts>${booking.status ?? 'BOOK'}</Sts>`
      : `<Sts><Cd>${booking.status ?? 'BOOK'}</Cd></Sts>`;
  const bankReference =
    booking.bankReference === null
      ? ''
      : `<AcctSvcrRef>${escapeXml(booking.bankReference ?? sampleBankReference())}</AcctSvcrRef>`;
  const type = booking.referenceType ?? (booking.reference?.toUpperCase().startsWith('RF') ? 'SCOR' : 'QRR');
  const reference = booking.reference
    ? `<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry>${type === 'QRR' ? '<Prtry>QRR</Prtry>' : '<Cd>SCOR</Cd>'}</CdOrPrtry></Tp><Ref>${escapeXml(booking.reference)}</Ref></CdtrRefInf></Strd></RmtInf>`
    : '<RmtInf><Ustrd>Zahlung</Ustrd></RmtInf>';
  const name = escapeXml(booking.debtorName ?? 'Erika Muster');
  const debtor =
    version === '04' ? `<Dbtr><Nm>${name}</Nm></Dbtr>` : `<Dbtr><Pty><Nm>${name}</Nm></Pty></Dbtr>`;
  return `
      <Ntry>
        ${amount}
        <CdtDbtInd>${direction}</CdtDbtInd>
        ${status}
        <BookgDt><Dt>${booking.bookingDate ?? '2026-03-14'}</Dt></BookgDt>
        <ValDt><Dt>${booking.bookingDate ?? '2026-03-14'}</Dt></ValDt>
        ${bankReference}
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${direction === 'CRDT' ? 'RCDT' : 'ICDT'}</Cd><SubFmlyCd>VCOM</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            ${amount}
            <CdtDbtInd>${direction}</CdtDbtInd>
            <RltdPties>${debtor}</RltdPties>
            ${reference}
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
}

export function sampleCamt054(
  bookings: SampleBooking[],
  options: { version?: '04' | '08'; iban?: string } = {},
): string {
  const version = options.version ?? '08';
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.${version}">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>MSG${Date.now()}</MsgId><CreDtTm>2026-03-14T20:00:00+01:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>NTF${Date.now()}</Id>
      <CreDtTm>2026-03-14T20:00:00+01:00</CreDtTm>
      <Acct><Id><IBAN>${options.iban ?? 'CH4431999123000889012'}</IBAN></Id></Acct>${bookings.map((b) => entry(b, version)).join('')}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>
`;
}
