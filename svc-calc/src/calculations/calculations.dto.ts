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
import {
  renameCalculationRequestSchema,
  type calculationsSinceQuerySchema,
  type ExportCalculationsRequest,
  type listCalculationsQuerySchema,
  type RenameCalculationRequest,
  type thisMonthQuerySchema,
  type timeZoneQuerySchema,
} from '@takehome/contracts';
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

/** SPEC.md §7 save body. The client's results and weeklyExpenses are accepted but never used. */
export const saveCalculationSchema = z
  .object({
    userId: z.string().uuid().optional(),
    name: renameCalculationRequestSchema.shape.name.optional(),
    calculationData: z
      .object({ inputs: calculationInputsSchema, results: z.unknown().optional(), weeklyExpenses: z.unknown().optional() })
      .strict(),
  })
  .strict();
export type SaveCalculationDto = z.infer<typeof saveCalculationSchema>;

// The other requests' schemas are libs/contracts'; these are their values as the pipes hand them over.
export type RenameCalculationDto = RenameCalculationRequest;
export type ExportCalculationsDto = ExportCalculationsRequest;
export type TimeZoneQueryDto = z.output<typeof timeZoneQuerySchema>;
export type ThisMonthQueryDto = z.output<typeof thisMonthQuerySchema>;
export type ListCalculationsDto = z.output<typeof listCalculationsQuerySchema>;
export type CalculationsSinceQueryDto = z.output<typeof calculationsSinceQuerySchema>;
