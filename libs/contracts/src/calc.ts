// API request and response types of svc-calc, shared with the front ends.
//
// Inputs and results are typed loosely here on purpose: their exact shapes are calc-engine's
// `PaycheckInputDraft` (request), `PaycheckInput` and `PaycheckResult` (response); contracts
// stays free of a calc-engine dependency.

/** POST /api/calculator-usage body (SPEC.md §7); the user comes from the token, not the body. */
export interface RecordUsageRequest {
  userId?: string | null;
  sessionId: string;
  userType?: 'user' | 'non-user';
  calculationType?: 'paycheck';
  ipAddress?: null;
  userAgent?: string | null;
}

/**
 * The caller's current usage window (DECISIONS.md D3): answer of POST and GET
 * /api/calculator-usage. `limit` is null for unlimited tiers; `resetAt` is when the
 * current window ends (ISO), null when no window is open (nothing counted in the last 6 h).
 */
export interface UsageDto {
  used: number;
  limit: number | null;
  resetAt: string | null;
}

/**
 * GET /api/admin/calculator-usage?userIds=a,b (admin): each user's live window as svc-calc enforces
 * it (Account Settings' usage column). `used` 0 and `resetAt` null when no window is open.
 */
export interface AdminUsageResponse {
  usage: Record<string, UsageDto>;
}

/** PUT /api/admin/calculator-usage/{userId} (admin): the window's new count, 0 to reset; answers the UsageDto. */
export interface SetUsageRequest {
  used: number;
}

/** The 429 body when the window is used up: the §8 limit text plus the window. */
export interface UsageLimitErrorBody extends UsageDto {
  error: string;
}

/** The calculator form's values: numbers or numeric strings, flags or 'true'/'false', expenses by key. */
export type CalculationInputsDraft = Record<string, unknown> & {
  expenses?: Record<string, { amount?: number | string | null; frequency?: 'daily' | 'weekly' | 'monthly' }>;
};

/** POST /api/calculations/save (token). `results` and `weeklyExpenses` are ignored: the server recomputes them. */
export interface SaveCalculationRequest {
  userId?: string;
  name?: string;
  calculationData: {
    inputs: CalculationInputsDraft;
    results?: unknown;
    weeklyExpenses?: unknown;
  };
}

/** PATCH /api/calculations/{id}. */
export interface RenameCalculationRequest {
  name: string;
}

/** One saved calculation as the server stored it (inputs normalised, results recomputed). */
export interface SavedCalculationDto {
  id: string;
  userId: string;
  name: string;
  calculationDate: string;
  /** calc-engine `PaycheckInput`: every field present and clean. */
  inputs: Record<string, unknown>;
  /** calc-engine `PaycheckResult` without `weeklyExpenses` (figures rounded to cents, plus `planning`). */
  results: Record<string, unknown> & {
    grossPay: number;
    totalDeductions: number;
    netPay: number;
    totalExpenses: number;
    leftOver: number;
  };
  weeklyExpenses: Array<{ category: string; amount: number; frequency: 'daily' | 'weekly' | 'monthly' }>;
}

/** A row of GET /api/calculations/this-month/{userId}?tz&limit (limit 1..1000, default 100), newest first. */
export interface MonthCalculationRowDto {
  id: string;
  name: string;
  calculationDate: string;
  netPay: number;
  leftOver: number;
}

/**
 * GET /api/calculations?page&pageSize&from&to&tz. Without Pro (FEATURE_GATES.savedHistory) `from`
 * must be given and not before the start of this month in `tz`; otherwise 403.
 */
export interface CalculationPageDto {
  items: SavedCalculationDto[];
  page: number;
  pageSize: number;
  total: number;
}

/** POST /api/calculations/export (Pro, FEATURE_GATES.export): the data of the chosen calculations for a PDF, CSV or Excel file. */
export interface ExportCalculationsRequest {
  ids: string[];
}

/** GET /api/calculations/since?from (Pro, FEATURE_GATES.analytics): every saved calculation since `from`, newest first. */
export interface CalculationsSinceDto {
  items: SavedCalculationDto[];
}

/** GET /api/calculations/monthly-summary/{userId}?tz — the current month in that zone (SPEC.md §3 User analytics summary). */
export interface MonthlySummaryDto {
  totalCalculations: number;
  totalNetPay: number;
  averageGrossPay: number;
  totalLeftOver: number;
}

/** SPEC.md §8 limit text; with the standard limit of 15 it is the catalogue's exact sentence. */
export function calculationLimitMessage(limit: number): string {
  return `Calculation Limit Reached! You've used all ${limit} free calculations. Upgrade to continue calculating without limits.`;
}
