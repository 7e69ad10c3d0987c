/**
 * The review funnel (issue 18, ADR 050): what the thanks page does with a customer's answer.
 *
 * - **high** (average ≥ REVIEW_FUNNEL_HIGH): a happy customer is invited to say so in public too, on
 *   the company's public review page (e.g. Google), when the company has set its address.
 * - **low** (average ≤ REVIEW_FUNNEL_LOW): an unhappy one is asked what went wrong (one follow-up text)
 *   and the company's owners are alerted, once, by e-mail and in the app.
 * - **neutral**: in between, or no stars at all (only a comment): the plain thanks.
 *
 * The average is the one the office sees everywhere: the mean over the rated areas, one decimal
 * (reviews.service `toReview`). 4.5 is "mostly fives": nine areas with at least five fives and four
 * fours; one four less and the invitation would go to customers who found real faults. 2.5 is below
 * the scale's middle (3): more areas bad than good.
 */
export const REVIEW_FUNNEL_HIGH = 4.5;
export const REVIEW_FUNNEL_LOW = 2.5;

export const REVIEW_FUNNELS = ['high', 'low', 'neutral'] as const;
export type ReviewFunnel = (typeof REVIEW_FUNNELS)[number];

/** The funnel of a review's average (one decimal; null: no star given). */
export function reviewFunnelOf(average: number | null): ReviewFunnel {
  if (average === null) return 'neutral';
  if (average >= REVIEW_FUNNEL_HIGH) return 'high';
  if (average <= REVIEW_FUNNEL_LOW) return 'low';
  return 'neutral';
}

/** The longest follow-up text an unhappy customer may send. */
export const REVIEW_FOLLOW_UP_MAX = 5000;

/** The months the office's trend chart covers, this month included. */
export const REVIEW_TREND_MONTHS = 12;

/** The days after a job an automatic review request may be set to go out. */
export const REVIEW_AUTO_REQUEST_DAYS = { min: 1, max: 30, default: 2 } as const;
