// API requests and answers of svc-calc: zod schemas (what the service validates with and /docs
// shows) and the types inferred from them (what the front ends send and read).
//
// The calculator's inputs and results are calc-engine's shapes: the save body's schema is built from
// its field lists (docs/product/calculation.md), and a saved calculation's `inputs`/`results` are typed as its
// `PaycheckInput` and `PaycheckResult` (their schemas below document them for /docs).
import {
  CT_WITHHOLDING_CODES,
  EXPENSE_FREQUENCIES,
  EXPENSE_KEYS,
  FILING_STATUSES,
  FLAG_FIELDS,
  NUMBER_FIELDS,
  PAY_FREQUENCIES,
  RETIREMENT_PLANS,
  SUPPLEMENTAL_METHODS,
  STATE_CODES,
  TAX_MODES,
  TAX_YEARS,
  type PaycheckInput,
  type PaycheckResult,
} from '@takehome/calc-engine';
import { z } from 'zod';

const uuid = z.string().uuid();
const sessionId = z.string().min(1).max(128);

/** A path's id (a user, calculation, post, job, …): every service checks UUID path parameters with it (zodPipe). */
export const uuidParamSchema = uuid;

// ---- the usage window: /api/calculator-usage, /api/admin/calculator-usage ----

/** The usage report (docs/product/limits.md), POST /api/calculator-usage; the user comes from the token, not the body. */
export const recordUsageRequestSchema = z
  .object({
    userId: uuid.nullable().optional(),
    sessionId,
    userType: z.enum(['user', 'non-user']).optional(),
    calculationType: z.literal('paycheck').default('paycheck'),
    ipAddress: z.null().optional(),
    userAgent: z.string().max(512).nullable().optional(),
  })
  .strict();
export type RecordUsageRequest = z.input<typeof recordUsageRequestSchema>;

/** GET /api/calculator-usage: a signed-in caller is known by the token, a visitor by the session. */
export const usageQuerySchema = z.object({ sessionId: sessionId.optional() }).strict();
export type UsageQuery = z.infer<typeof usageQuerySchema>;

/**
 * The caller's current usage window (docs/product/limits.md): answer of POST and GET
 * /api/calculator-usage. `limit` is null for unlimited tiers; `resetAt` is when the
 * current window ends (ISO), null when no window is open (nothing counted in the last 6 h).
 */
export const usageDtoSchema = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
  resetAt: z.string().nullable(),
});
export type UsageDto = z.infer<typeof usageDtoSchema>;

/** GET /api/admin/calculator-usage?userIds=a,b,c — one page of Account Settings (at most 500 users). */
export const adminUsageQuerySchema = z
  .object({
    userIds: z
      .string()
      .max(500 * 37)
      .transform((ids) => [...new Set(ids.split(',').filter(Boolean))])
      .pipe(z.array(uuid).min(1).max(500)),
  })
  .strict();
export type AdminUsageQuery = z.input<typeof adminUsageQuerySchema>;

/**
 * GET /api/admin/calculator-usage?userIds=a,b (admin): each user's live window as svc-calc enforces
 * it (Account Settings' usage column). `used` 0 and `resetAt` null when no window is open.
 */
export const adminUsageResponseSchema = z.object({ usage: z.record(z.string(), usageDtoSchema) });
export type AdminUsageResponse = z.infer<typeof adminUsageResponseSchema>;

/** PUT /api/admin/calculator-usage/{userId} (admin): the window's new count, 0 to reset; answers the UsageDto. */
export const setUsageRequestSchema = z.object({ used: z.number().int().min(0).max(1_000_000) }).strict();
export type SetUsageRequest = z.infer<typeof setUsageRequestSchema>;

/** The 429 body when the window is used up: the §8 limit text plus the window. */
export const usageLimitErrorBodySchema = usageDtoSchema.extend({ error: z.string() });
export type UsageLimitErrorBody = z.infer<typeof usageLimitErrorBodySchema>;

const name = z.string().trim().min(1, 'name must not be empty').max(120);

/** PATCH /api/calculations/{id}. */
export const renameCalculationRequestSchema = z.object({ name }).strict();
export type RenameCalculationRequest = z.infer<typeof renameCalculationRequestSchema>;

// ---- POST /api/calculations/save ----

/** Plain decimal text or '' (an emptied field); the engine then applies the coercions of docs/product/calculation.md. */
const NUMERIC_TEXT = /^\s*([+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?)?\s*$/i;

const NOT_NUMERIC = 'must be a number or numeric text';
const numeric = z
  .union([z.number(), z.string().max(32, NOT_NUMERIC).regex(NUMERIC_TEXT, NOT_NUMERIC)], { error: NOT_NUMERIC })
  .nullable();
const flag = z.union([z.boolean(), z.enum(['true', 'false'])], { error: 'must be true or false' });

function shapeOf<K extends string, S extends z.ZodType>(keys: readonly K[], schema: S): Record<K, z.ZodOptional<S>> {
  return Object.fromEntries(keys.map((key) => [key, schema.optional()])) as Record<K, z.ZodOptional<S>>;
}

const expense = z.object({ amount: numeric.optional(), frequency: z.enum(EXPENSE_FREQUENCIES).optional() }).strict();

/** A tax year the engine has tables for, as a number or its text. */
const taxYear = z
  .union([z.number(), z.string().max(8)])
  .refine((year) => (TAX_YEARS as readonly number[]).includes(Number(year)), {
    error: `must be one of ${TAX_YEARS.join(', ')}`,
  });

/** Form W-4 (docs/product/calculation.md): the 2020+ steps, or `formYear` 2019 with allowances; Step 4(c) may come here or as extraWithholding. */
const w4 = z
  .object({
    formYear: z
      .union([z.literal(2020), z.literal(2019), z.enum(['2020', '2019'])], { error: 'must be 2020 or 2019' })
      .optional(),
    multipleJobs: flag.optional(),
    dependentsCredit: numeric.optional(),
    otherIncome: numeric.optional(),
    deductions: numeric.optional(),
    extraWithholding: numeric.optional(),
    allowances: numeric.optional(),
  })
  .strict();

/** A state withholding certificate's own fields (calc-engine's StateCertificate); junk is dropped by the engine. */
const stateCertificate = z
  .object({
    exempt: flag.optional(),
    extraWithholding: numeric.optional(),
    allowances: numeric.optional(),
    estimatedDeductionAllowances: numeric.optional(),
    njRateTable: z.enum(['A', 'B', 'C', 'D', 'E']).optional(),
    azElectedPercent: numeric.optional(),
    coAnnualAllowance: numeric.optional(),
    gaMaritalStatus: z.enum(['A', 'B', 'C', 'D', 'E']).optional(),
    ctWithholdingCode: z.enum(CT_WITHHOLDING_CODES).optional(),
    ctNoCertificate: flag.optional(),
    ctInStatePercent: numeric.optional(),
    ilAdditionalAllowances: numeric.optional(),
    maHeadOfHousehold: flag.optional(),
    maBlind: numeric.optional(),
    inAdoptedDependents: numeric.optional(),
    paResidentEitPercent: numeric.optional(),
    paNonresidentEitPercent: numeric.optional(),
  })
  .strict();

/** A local-tax code such as 'NY-NEW_YORK_CITY', or '' for none. */
const locality = z
  .string()
  .max(48)
  .regex(/^(|[A-Za-z]{2}-[A-Za-z0-9_]{2,40})$/, 'must be a locality code such as NY-NEW_YORK_CITY');

/** The calculator form's values as sent; a missing field takes its default (docs/product/calculation.md). */
export const calculationInputsSchema = z
  .object({
    ...shapeOf(NUMBER_FIELDS, numeric),
    ...shapeOf(FLAG_FIELDS, flag),
    expenses: z.object(shapeOf(EXPENSE_KEYS, expense)).strict().optional(),
    taxMode: z.enum(TAX_MODES).optional(),
    taxYear: taxYear.optional(),
    filingStatus: z.enum(FILING_STATUSES).optional(),
    /** '' means not chosen yet. */
    state: z.union([z.enum(STATE_CODES), z.literal('')], { error: 'must be a two-letter state code or DC' }).optional(),
    payFrequency: z.enum(PAY_FREQUENCIES).optional(),
    w4: w4.optional(),
    /** The paycheck's date ('YYYY-MM-DD'), picking the withholding tables in force; '' = the year's latest. */
    payDate: z.union([z.literal(''), z.iso.date()], { error: 'must be a date YYYY-MM-DD' }).optional(),
    stateCertificate: stateCertificate.optional(),
    homeLocality: locality.optional(),
    workLocality: locality.optional(),
    retirementPlan: z.enum(RETIREMENT_PLANS).optional(),
    supplementalMethod: z.enum(SUPPLEMENTAL_METHODS).optional(),
  })
  .strict();
export type CalculationInputsDraft = z.input<typeof calculationInputsSchema>;

/** The save body (the user from the token). The client's results and weeklyExpenses are accepted but never used: the server recomputes them. */
export const saveCalculationRequestSchema = z
  .object({
    userId: uuid.optional(),
    name: name.optional(),
    calculationData: z
      .object({
        inputs: calculationInputsSchema,
        results: z.unknown().optional(),
        weeklyExpenses: z.unknown().optional(),
      })
      .strict(),
  })
  .strict();
export type SaveCalculationRequest = z.input<typeof saveCalculationRequestSchema>;

const expenseFrequency = z.enum(['daily', 'weekly', 'monthly']);

/** A saved result as stored: calc-engine's `PaycheckResult` without `weeklyExpenses` (kept beside it). */
export type SavedResult = Omit<PaycheckResult, 'weeklyExpenses'>;

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

/** One saved calculation as the server stored it (inputs normalised, results recomputed by calc-engine). */
export const savedCalculationDtoSchema = z.object({
  id: uuid,
  userId: uuid,
  name: z.string(),
  calculationDate: z.string(),
  /** calc-engine's `PaycheckInput`: every field present and clean. */
  inputs: z.record(z.string(), z.unknown()).and(z.custom<PaycheckInput>(isObject)),
  /** calc-engine's `PaycheckResult` without `weeklyExpenses` (figures rounded to cents, plus `planning`). */
  results: z
    .looseObject({
      grossPay: z.number(),
      totalDeductions: z.number(),
      netPay: z.number(),
      totalExpenses: z.number(),
      leftOver: z.number(),
    })
    .and(z.custom<SavedResult>(isObject)),
  weeklyExpenses: z.array(z.object({ category: z.string(), amount: z.number(), frequency: expenseFrequency })),
});
export type SavedCalculationDto = z.infer<typeof savedCalculationDtoSchema>;

/** Only IANA names: Postgres would read an offset such as '+05:00' with the opposite sign. */
const IANA_ZONE = /^[A-Za-z]+(?:[/_+-][A-Za-z0-9]+)*$/;

/** Zones already checked: building an Intl formatter is the costliest step of a save's validation (profiled). */
const knownZones = new Map<string, boolean>();

function isKnownZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    if (knownZones.size < 1000) knownZones.set(zone, known);
  }
  return known;
}

const timeZone = z
  .string()
  .max(64)
  .refine((zone) => IANA_ZONE.test(zone) && isKnownZone(zone), 'tz must be an IANA time zone such as America/New_York');

/** `?tz=` for month boundaries and default names, UTC unless given. */
export const timeZoneQuerySchema = z.object({ tz: timeZone.default('UTC') }).strict();
export type TimeZoneQuery = z.input<typeof timeZoneQuerySchema>;

/** GET /api/calculations/this-month/{userId}?tz&limit: the month's newest rows; the card wants 5, and the summary carries the full count. */
export const thisMonthQuerySchema = timeZoneQuerySchema
  .extend({ limit: z.coerce.number().int().min(1).max(1000).default(100) })
  .strict();
export type ThisMonthQuery = z.input<typeof thisMonthQuerySchema>;

/** A row of GET /api/calculations/this-month/{userId}, newest first. */
export const monthCalculationRowDtoSchema = z.object({
  id: uuid,
  name: z.string(),
  calculationDate: z.string(),
  netPay: z.number(),
  leftOver: z.number(),
});
export type MonthCalculationRowDto = z.infer<typeof monthCalculationRowDtoSchema>;

/** An ISO instant, or a date meaning its midnight UTC. */
const instant = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform((value) => new Date(value));

/**
 * GET /api/calculations?page&pageSize&from&to&tz: newest first, `from` inclusive and `to` exclusive;
 * `tz` says when this month began. Without Pro (FEATURE_GATES.savedHistory) `from` must be given and
 * not before the start of this month in `tz`; otherwise 403.
 */
export const listCalculationsQuerySchema = timeZoneQuerySchema
  .extend({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    from: instant.optional(),
    to: instant.optional(),
  })
  .strict();
export type ListCalculationsQuery = z.input<typeof listCalculationsQuerySchema>;

export const calculationPageDtoSchema = z.object({
  items: z.array(savedCalculationDtoSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type CalculationPageDto = z.infer<typeof calculationPageDtoSchema>;

/** POST /api/calculations/export (Pro, FEATURE_GATES.export): the chosen calculations (the /saved page's selection); answers their data for a PDF, CSV or Excel file. */
export const exportCalculationsRequestSchema = z.object({ ids: z.array(uuid).min(1).max(1000) }).strict();
export type ExportCalculationsRequest = z.infer<typeof exportCalculationsRequestSchema>;

/** GET /api/calculations/since?from (Pro, FEATURE_GATES.analytics): the longest period /analytics shows is a year. */
export const calculationsSinceQuerySchema = z.object({ from: instant }).strict();
export type CalculationsSinceQuery = z.input<typeof calculationsSinceQuerySchema>;

/** The answer of GET /api/calculations/since: every saved calculation since `from`, newest first. */
export const calculationsSinceDtoSchema = z.object({ items: z.array(savedCalculationDtoSchema) });
export type CalculationsSinceDto = z.infer<typeof calculationsSinceDtoSchema>;

/** GET /api/calculations/monthly-summary/{userId}?tz — the current month in that zone (docs/product/funnel.md, monthly summary). */
export const monthlySummaryDtoSchema = z.object({
  totalCalculations: z.number().int(),
  totalNetPay: z.number(),
  averageGrossPay: z.number(),
  totalLeftOver: z.number(),
});
export type MonthlySummaryDto = z.infer<typeof monthlySummaryDtoSchema>;
