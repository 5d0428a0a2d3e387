import {
  EXPENSE_FREQUENCIES,
  EXPENSE_KEYS,
  FILING_STATUSES,
  FLAG_FIELDS,
  NUMBER_FIELDS,
  PAY_FREQUENCIES,
  STATE_CODES,
  TAX_MODES,
  TAX_YEARS,
} from '@takehome/calc-engine';
import { z } from 'zod';

/** Plain decimal text or '' (an emptied field); the engine then applies D2's coercions. */
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
const taxYear = z.union([z.number(), z.string().max(8)]).refine((year) => (TAX_YEARS as readonly number[]).includes(Number(year)), {
  error: `must be one of ${TAX_YEARS.join(', ')}`,
});

/** Form W-4 (D11): the 2020+ steps, or `formYear` 2019 with allowances; Step 4(c) may come here or as extraWithholding. */
const w4 = z
  .object({
    formYear: z.union([z.literal(2020), z.literal(2019), z.enum(['2020', '2019'])], { error: 'must be 2020 or 2019' }).optional(),
    multipleJobs: flag.optional(),
    dependentsCredit: numeric.optional(),
    otherIncome: numeric.optional(),
    deductions: numeric.optional(),
    extraWithholding: numeric.optional(),
    allowances: numeric.optional(),
  })
  .strict();

/** The calculator form's values; a missing field takes its D2 (or D11) default. */
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
  })
  .strict();

const name = z.string().trim().min(1, 'name must not be empty').max(120);

/** SPEC.md §7 save body. The client's results and weeklyExpenses are accepted but never used. */
export const saveCalculationSchema = z
  .object({
    userId: z.string().uuid().optional(),
    name: name.optional(),
    calculationData: z
      .object({ inputs: calculationInputsSchema, results: z.unknown().optional(), weeklyExpenses: z.unknown().optional() })
      .strict(),
  })
  .strict();
export type SaveCalculationDto = z.infer<typeof saveCalculationSchema>;

export const renameCalculationSchema = z.object({ name }).strict();
export type RenameCalculationDto = z.infer<typeof renameCalculationSchema>;

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
export type TimeZoneQueryDto = z.infer<typeof timeZoneQuerySchema>;

/** `?tz&limit`: the month's newest rows; the card wants 5, and the summary carries the full count. */
export const thisMonthQuerySchema = timeZoneQuerySchema
  .extend({ limit: z.coerce.number().int().min(1).max(1000).default(100) })
  .strict();
export type ThisMonthQueryDto = z.infer<typeof thisMonthQuerySchema>;

/** An ISO instant, or a date meaning its midnight UTC. */
const instant = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform((value) => new Date(value));

/** GET /api/calculations: newest first, `from` inclusive and `to` exclusive; `tz` says when this month began. */
export const listCalculationsSchema = timeZoneQuerySchema
  .extend({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    from: instant.optional(),
    to: instant.optional(),
  })
  .strict();
export type ListCalculationsDto = z.infer<typeof listCalculationsSchema>;

export const uuidParam = z.string().uuid();

/** POST /api/calculations/export: the chosen calculations (the /saved page's selection). */
export const exportCalculationsSchema = z.object({ ids: z.array(uuidParam).min(1).max(1000) }).strict();
export type ExportCalculationsDto = z.infer<typeof exportCalculationsSchema>;

/** GET /api/calculations/since?from: the longest period /analytics shows is a year. */
export const calculationsSinceQuerySchema = z.object({ from: instant }).strict();
export type CalculationsSinceQueryDto = z.infer<typeof calculationsSinceQuerySchema>;
