import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { offers } from '../../../db/schema/index.ts';
import type { ContractPdfAcceptance } from './contract-pdf-input.ts';

/**
 * The job's accepted offer as its PDF prints it (ADR 057): when, and the signature. One row, by the
 * offers' contract index; none before an acceptance.
 */
export async function findPdfAcceptance(
  db: Db,
  companyId: string,
  contractId: string,
): Promise<ContractPdfAcceptance | null> {
  const [row] = await db
    .select({
      acceptedAt: offers.acceptedAt,
      kind: offers.signatureKind,
      name: offers.signatureName,
      png: offers.signaturePng,
    })
    .from(offers)
    .where(
      and(eq(offers.companyId, companyId), eq(offers.contractId, contractId), isNotNull(offers.acceptedAt)),
    )
    .orderBy(desc(offers.acceptedAt))
    .limit(1);
  if (!row?.acceptedAt) return null;
  const signature =
    row.kind === 'drawn' && row.png
      ? { kind: 'drawn' as const, png: row.png }
      : row.kind === 'typed' && row.name
        ? { kind: 'typed' as const, name: row.name }
        : null;
  return { acceptedAt: row.acceptedAt, signature };
}
