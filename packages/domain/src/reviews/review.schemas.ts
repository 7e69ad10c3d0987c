import { z } from 'zod';
import { LANGUAGES } from '../i18n.ts';
import { listQuerySchema } from '../lists/list-query.ts';
import { REVIEW_AREAS, type ReviewArea } from './review-areas.ts';
import {
  REVIEW_AUTO_REQUEST_DAYS,
  REVIEW_FOLLOW_UP_MAX,
  REVIEW_FUNNELS,
  REVIEW_TREND_MONTHS,
} from './review-funnel.ts';

export { REVIEW_AREAS, type ReviewArea } from './review-areas.ts';
export * from './review-funnel.ts';

export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_OVERALL_MAX = 5000;

const invalid = { error: 'error_field_invalid' } as const;
const comment = (max: number) =>
  z
    .string(invalid)
    .trim()
    .max(max, invalid)
    .nullish()
    .transform((value) => value || null);

const areaAnswerSchema = z.object({
  /** 1–5 stars; left out (null) when the customer skipped the area. */
  rating: z.number(invalid).int(invalid).min(1, invalid).max(5, invalid).nullable(),
  comment: comment(REVIEW_COMMENT_MAX),
});
export type ReviewAreaAnswer = z.output<typeof areaAnswerSchema>;

/** What the customer submits: every area (rating may be null), and the overall comment. */
export const reviewSubmitSchema = z
  .object({
    areas: z.object(
      Object.fromEntries(REVIEW_AREAS.map((area) => [area, areaAnswerSchema])) as Record<
        ReviewArea,
        typeof areaAnswerSchema
      >,
    ),
    comment: comment(REVIEW_OVERALL_MAX),
  })
  // An empty review says nothing: at least one star or a word.
  .refine(
    (value) => value.comment !== null || REVIEW_AREAS.some((area) => value.areas[area].rating !== null),
    { error: 'error_field_required', path: ['areas'] },
  );
export type ReviewSubmitInput = z.input<typeof reviewSubmitSchema>;
export type ReviewSubmit = z.output<typeof reviewSubmitSchema>;

const areasSchema = z.object(
  Object.fromEntries(
    REVIEW_AREAS.map((area) => [
      area,
      z.object({ rating: z.number().int().nullable(), comment: z.string().nullable() }),
    ]),
  ) as Record<
    ReviewArea,
    z.ZodObject<{ rating: z.ZodNullable<z.ZodNumber>; comment: z.ZodNullable<z.ZodString> }>
  >,
);

/** What the customer's page shows: the company's branding, and whether it was answered. */
export const publicReviewSchema = z.object({
  language: z.enum(LANGUAGES),
  company: z.object({
    name: z.string(),
    backgroundColor: z.string().nullable(),
    textColor: z.string().nullable(),
    accentColor: z.string().nullable(),
    hasLogo: z.boolean(),
  }),
  customerName: z.string(),
  /** The job's number, when the review is of a job (or of an appointment of one). */
  contractNumber: z.number().int().nullable(),
  submittedAt: z.string().nullable(),
  /** Once answered: what the thanks page does with the answer (review-funnel.ts); null before. */
  funnel: z.enum(REVIEW_FUNNELS).nullable(),
  /** A happy customer's invitation: the company's public review page (https), when it set one. */
  publicReviewUrl: z.string().nullable(),
  /** An unhappy customer's follow-up was sent (it can be sent once). */
  followUpSent: z.boolean(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** The office's view of one review request and its answer. */
export const reviewSchema = z.object({
  _id: z.string(),
  contractId: z.string().nullable(),
  contractNumber: z.number().int().nullable(),
  appointmentId: z.string().nullable(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  recipient: z.string(),
  language: z.enum(LANGUAGES),
  requestedAt: z.string(),
  remindedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  expiresAt: z.string(),
  /** The mean of the rated areas, one decimal; null while unanswered or without stars. */
  average: z.number().nullable(),
  areas: areasSchema,
  comment: z.string().nullable(),
  /** The unhappy customer's answer to "what went wrong?" (review funnel), and when it came. */
  followUp: z.string().nullable(),
  followUpAt: z.string().nullable(),
  /** When the owners were alerted of a low review (once). */
  alertedAt: z.string().nullable(),
  /** Asked by the automatic request after the job rather than by someone of the office. */
  automatic: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const REVIEW_SORTS = ['requestedAt', 'submittedAt'] as const;
export const reviewListQuerySchema = listQuerySchema(REVIEW_SORTS, '-requestedAt').extend({
  /** Requests made from this day on / up to this day (YYYY-MM-DD, in the company's time zone). */
  from: z.iso.date(invalid).optional(),
  to: z.iso.date(invalid).optional(),
  /** Only answered ones (default), only open ones, or all. */
  state: z.enum(['submitted', 'open', 'all'], invalid).default('submitted'),
  /** Answered reviews whose average is at least / at most this many stars. */
  minRating: z.coerce.number(invalid).min(1, invalid).max(5, invalid).optional(),
  maxRating: z.coerce.number(invalid).min(1, invalid).max(5, invalid).optional(),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** One page of reviews with the averages per area over the whole filter (not just the page). */
export const reviewPageSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  averages: z.object(
    Object.fromEntries(REVIEW_AREAS.map((area) => [area, z.number().nullable()])) as Record<
      ReviewArea,
      z.ZodNullable<z.ZodNumber>
    >,
  ),
  overall: z.number().nullable(),
  submitted: z.number().int(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewRequestSchema = z.object({
  /** The link's and e-mail's language; the customer's or office's by default. */
  language: z.enum(LANGUAGES, invalid).optional(),
});

/** The longest public review address kept. */
export const REVIEW_URL_MAX = 500;
const badUrl = { error: 'error_review_url_invalid' } as const;

/**
 * The company's public review page (e.g. its Google reviews page): a full https address without
 * user name or password, or nothing (empty: null). Customers follow it from the thanks page.
 */
export const publicReviewUrlSchema = z
  .string(badUrl)
  .trim()
  .max(REVIEW_URL_MAX, badUrl)
  .pipe(
    z.union([
      z.literal(''),
      z
        .url({ protocol: /^https$/, hostname: z.regexes.domain, ...badUrl })
        .refine((value) => !/^https:\/\/[^/?#]*@/i.test(value), badUrl),
    ]),
  )
  .nullish()
  .transform((value) => value || null);

/**
 * The company's review settings (owners): the one reminder of an unanswered request (on or off,
 * after how many days), the public review page of the funnel, and the automatic request after a job
 * (off by default; how many days after the job's date).
 */
export const reviewSettingsInputSchema = z.object({
  reminders: z.boolean(invalid),
  reminderDays: z.number(invalid).int(invalid).min(1, invalid).max(30, invalid),
  publicReviewUrl: publicReviewUrlSchema,
  autoRequests: z.boolean(invalid),
  autoRequestDays: z
    .number(invalid)
    .int(invalid)
    .min(REVIEW_AUTO_REQUEST_DAYS.min, invalid)
    .max(REVIEW_AUTO_REQUEST_DAYS.max, invalid),
});
export type ReviewSettingsInput = z.input<typeof reviewSettingsInputSchema>;

/** The review settings as the API answers them. */
export const reviewSettingsSchema = z.object({
  reminders: z.boolean(),
  reminderDays: z.number().int(),
  publicReviewUrl: z.string().nullable(),
  autoRequests: z.boolean(),
  autoRequestDays: z.number().int(),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

/** What an unhappy customer tells in answer to "what went wrong?", once. */
export const reviewFollowUpSchema = z.object({
  text: z.string(invalid).trim().min(1, { error: 'error_field_required' }).max(REVIEW_FOLLOW_UP_MAX, invalid),
});
export type ReviewFollowUp = z.output<typeof reviewFollowUpSchema>;

/** The trend chart's filter: the list's, but for its state (only answers have stars) and paging. */
export const reviewTrendQuerySchema = reviewListQuerySchema.pick({
  q: true,
  from: true,
  to: true,
  minRating: true,
  maxRating: true,
});
export type ReviewTrendQuery = z.output<typeof reviewTrendQuerySchema>;

/**
 * Answered reviews per calendar month of their answer (the company's time zone), the last
 * REVIEW_TREND_MONTHS months oldest first, this month last; a month without any has count 0 and
 * average null. The average is the mean of the reviews' averages, as the list's overall one.
 */
export const reviewTrendSchema = z.object({
  months: z
    .array(
      z.object({
        /** 'YYYY-MM'. */
        month: z.string(),
        count: z.number().int(),
        average: z.number().nullable(),
      }),
    )
    .length(REVIEW_TREND_MONTHS),
});
export type ReviewTrend = z.infer<typeof reviewTrendSchema>;
