/**
 * A camt.054.001.08 notification as a Swiss bank sends it for QR-bill payments: one booked credit
 * entry per payment, with the payer's QR reference and the bank's own reference (AcctSvcrRef).
 */
export function camt054(payments: { amount: string; reference: string; bankReference: string }[]): string {
  const entries = payments
    .map(
      (p) => `
      <Ntry>
        <Amt Ccy="CHF">${p.amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-03-14</Dt></BookgDt>
        <ValDt><Dt>2026-03-14</Dt></ValDt>
        <AcctSvcrRef>${p.bankReference}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>VCOM</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <Amt Ccy="CHF">${p.amount}</Amt>
            <CdtDbtInd>CRDT</CdtDbtInd>
            <RltdPties><Dbtr><Pty><Nm>Erika Muster</Nm></Pty></Dbtr></RltdPties>
            <RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>QRR</Prtry></CdOrPrtry></Tp><Ref>${p.reference}</Ref></CdtrRefInf></Strd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>E2E${Date.now()}</MsgId><CreDtTm>2026-03-14T20:00:00+01:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>E2E${Date.now()}-1</Id>
      <CreDtTm>2026-03-14T20:00:00+01:00</CreDtTm>
      <Acct><Id><IBAN>CH4431999123000889012</IBAN></Id></Acct>${entries}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>
`;
}
