import {
  CALENDAR_JOBS_LIMIT,
  type CalendarJob,
  type CalendarJobsQuery,
  calendarRangeFits,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { AppError } from '../../platform/errors.ts';
import { jobsBetween } from '../contracts/index.ts';

/**
 * The moves and cleanings the calendar view shows beside the appointments: each for as long as it
 * occupies the day (job-window.ts), with its custom status's colour. Reading jobs is the permission.
 */
export async function calendarJobs(
  db: Db,
  ctx: RequestContext,
  query: CalendarJobsQuery,
): Promise<{ items: CalendarJob[] }> {
  authorize(ctx, 'contract:read');
  const companyId = companyOf(ctx);
  if (!calendarRangeFits(query))
    throw new AppError('error_validation', { fields: { to: 'error_field_invalid' } });
  const jobs = await jobsBetween(
    db,
    companyId,
    new Date(query.from),
    new Date(query.to),
    CALENDAR_JOBS_LIMIT,
  );
  return {
    items: jobs.map((job) => ({
      kind: job.kind,
      contractId: job.contractId,
      contractNumber: job.contractNumber,
      status: job.status,
      customStatus: job.customStatus,
      customerName: job.customerName,
      startsAt: job.startsAt.toISOString(),
      endsAt: job.endsAt.toISOString(),
      place: [job.moveOutCity, job.moveInCity].filter(Boolean).join(' → ') || null,
    })),
  };
}
