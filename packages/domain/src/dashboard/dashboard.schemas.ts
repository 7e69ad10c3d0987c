import { z } from 'zod';

/** The figures of the company's home page, counted by the server in one statement. */
export const dashboardSchema = z.object({
  /** Offers out and still answerable: not answered, not replaced, not past valid-until. */
  offersPending: z.number().int(),
  /** Offers accepted since the first day of this month in the company's time zone. */
  offersAcceptedThisMonth: z.number().int(),
  /** Working (not archived) contracts created in the last 30 days that have no offer at all. */
  contractsWithoutOffers: z.number().int(),
  /** Where this month began (company time zone), and where the 30 days began, as instants. */
  monthStart: z.string(),
  since: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
