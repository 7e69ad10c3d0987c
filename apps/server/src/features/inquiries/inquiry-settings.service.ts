import type { InquirySettings } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { inquiryFormEnabled, setInquiryFormEnabled } from './inquiries.repo.ts';

/** Whether the company's public inquiry form answers (the link and snippet are shown on /my-company). */
export async function getInquirySettings(deps: { db: Db }, ctx: RequestContext): Promise<InquirySettings> {
  authorize(ctx, 'inquiry-form:read');
  return { enabled: await inquiryFormEnabled(deps.db, companyOf(ctx)) };
}

export async function changeInquirySettings(
  deps: { db: Db },
  ctx: RequestContext,
  input: InquirySettings,
): Promise<InquirySettings> {
  authorize(ctx, 'inquiry-form:update');
  const companyId = companyOf(ctx);
  await setInquiryFormEnabled(deps.db, companyId, input.enabled);
  return { enabled: await inquiryFormEnabled(deps.db, companyId) };
}
