// The areas of a review apart from the schemas: the customer's review page loads this list without zod.
/**
 * A customer's review (spec §3 "Review"): nine areas, each rated 1–5 stars with an optional comment,
 * and an overall comment. Requested by the office for a job or an appointment; the customer answers
 * once through a link (issue 18).
 */
export const REVIEW_AREAS = [
  'serviceQuality',
  'team',
  'timeliness',
  'itemCondition',
  'communication',
  'price',
  'recommendation',
  'system',
  'contractClarity',
] as const;
export type ReviewArea = (typeof REVIEW_AREAS)[number];
