/**
 * Withholding on supplemental wages (bonuses, commissions) paid separately from regular wages:
 * IRS Pub 15 section 7, and the states' own supplemental rates.
 */
import { roundCents } from '../money.js';
import { federalWithholding, money } from './federal.js';
import { editionFor, massachusettsSupplemental, stateEditions, stateWithholding } from './state-withholding.js';
import { PAY_PERIODS_PER_YEAR, type FilingStatus, type PayFrequency, type StateCode, type W4 } from './types.js';
import type { StateCertificate } from './withholding-types.js';

/** Pub 15 §7: the optional flat rate, and the mandatory rate on supplemental wages over $1 million in the year. */
export const FEDERAL_SUPPLEMENTAL_2026 = Object.freeze({
  flatRate: 0.22,
  mandatoryRate: 0.37,
  mandatoryOver: 1_000_000,
});

export interface SupplementalWithholdingRequest {
  taxYear: number;
  /** 'flat': 22% (optional flat rate); 'aggregate': the tax on regular + supplemental less the tax on regular alone. */
  method: 'flat' | 'aggregate';
  /** This payment of supplemental wages. */
  supplemental: number;
  /** Regular wages of the same (or the most recent) pay period; used by the aggregate method. */
  regularWages: number;
  payFrequency: PayFrequency;
  filingStatus: FilingStatus;
  w4: W4;
  /** Supplemental wages already paid this calendar year by this employer. */
  ytdSupplemental: number;
}

/**
 * Federal income tax to withhold from a supplemental payment, to the cent. The part that takes the
 * year's supplemental wages over $1 million is withheld at 37% whatever the method or the W-4.
 */
export function supplementalWithholding(request: SupplementalWithholdingRequest): number {
  const supplemental = Math.max(0, money(request.supplemental));
  const before = Math.max(0, money(request.ytdSupplemental));
  const { flatRate, mandatoryRate, mandatoryOver } = FEDERAL_SUPPLEMENTAL_2026;
  const mandatory = Math.max(0, before + supplemental - Math.max(before, mandatoryOver));
  const ordinary = supplemental - mandatory;
  let tax = roundCents(mandatory * mandatoryRate);
  if (ordinary > 0) {
    if (request.method === 'flat') tax += roundCents(ordinary * flatRate);
    else {
      const regular = Math.max(0, money(request.regularWages));
      const withholding = (wages: number) =>
        federalWithholding({
          taxYear: request.taxYear,
          payFrequency: request.payFrequency,
          wages,
          filingStatus: request.filingStatus,
          w4: { ...request.w4, extraWithholding: 0 },
        });
      tax += Math.max(0, roundCents(withholding(regular + ordinary) - withholding(regular)));
    }
  }
  return roundCents(tax);
}

/** A state's own rate for supplemental wages paid separately, with its source. */
export interface StateSupplementalRate {
  rate: number;
  /** California taxes bonuses and stock options at a higher rate than other supplemental wages. */
  bonusRate?: number;
  source: string;
  verified: boolean;
  /** A rate that replaces this one for pay dates from `effectiveFrom` (Arkansas's cut in May 2026). */
  revised?: { effectiveFrom: string; rate: number; source: string };
}

/** 2026 states' supplemental rates; a state absent here withholds on a bonus by its regular method (aggregate). */
export const STATE_SUPPLEMENTAL_2026: Readonly<Partial<Record<StateCode, StateSupplementalRate>>> = Object.freeze({
  CA: {
    rate: 0.066,
    bonusRate: 0.1023,
    source: 'EDD DE 44 (2026): 10.23% bonuses and stock options, 6.6% other supplemental wages',
    verified: true,
  },
  NY: { rate: 0.117, source: 'NYS-50-T-NYS (1/26): supplemental withholding rate 11.70%', verified: true },
  NC: { rate: 0.0409, source: 'NC-30 (2026): 4.09% of supplemental wages, whole dollars', verified: true },
  VA: {
    rate: 0.0575,
    source: 'Virginia Employer Withholding Guide (Rev. 05/25): 5.75% flat on supplemental wages paid separately',
    verified: true,
  },
  MN: { rate: 0.0625, source: 'Minnesota 2026 Withholding Tax Instructions, p. 7: 6.25%', verified: true },
  NM: { rate: 0.059, source: 'New Mexico FYI-104 (Rev. 11/2025), p. 4: 5.9%', verified: true },
  OR: { rate: 0.08, source: 'Oregon 150-206-436 (Rev. 12-31-25): optional 8% on supplemental wages', verified: true },
  MA: {
    rate: 0.05,
    source:
      "Massachusetts Circular M (Rev. 12/25) p. 13: 5%, and 9% on the part that takes the year's income over the surtax threshold",
    verified: true,
  },
  IN: {
    rate: 0.0295,
    source: 'Indiana Departmental Notice #1 (R46 / 01-26): 2.95% with no exemptions',
    verified: true,
  },
  PA: { rate: 0.0307, source: 'Pennsylvania REV-415: supplemental compensation at the same 3.07%', verified: true },
  IL: { rate: 0.0495, source: 'Illinois IL-700-T (R-12/25): 4.95%', verified: true },
  MI: { rate: 0.0425, source: 'Michigan Form 446 (Rev. 02-26): 4.25%', verified: true },
  KY: { rate: 0.035, source: 'Kentucky 42A003 (2026): 3.5%', verified: true },
  CO: { rate: 0.044, source: 'Colorado DR 1098 (2026): 4.40%', verified: false },
  MO: { rate: 0.047, source: 'Missouri Form 4282 (Rev. 03-2026): 4.7% of supplemental wages', verified: false },
  NE: { rate: 0.035, source: 'Nebraska Circular EN (Rev. 11-2025): an elective 3.5% flat rate', verified: false },
  AR: {
    rate: 0.039,
    source: 'Arkansas Withholding Tax Instructions: 3.9% of a bonus or commission, the top rate',
    verified: false,
    revised: {
      effectiveFrom: '2026-05-29',
      rate: 0.037,
      source:
        'Arkansas: 3.7% of a bonus or commission, the top rate after the 2026 First Extraordinary Session, with the revised formula (secondary sources)',
    },
  },
  RI: { rate: 0.0599, source: 'Rhode Island 2026 withholding tables: 5.99% (secondary sources)', verified: false },
  MT: { rate: 0.05, source: 'Montana: optional 5% (secondary sources)', verified: false },
  ND: {
    rate: 0.015,
    source: 'North Dakota Office of State Tax Commissioner: 1.5% of supplemental wages',
    verified: false,
  },
  ME: {
    rate: 0.05,
    source: 'Maine withholding tables: a flat 5% on supplemental wages paid separately',
    verified: false,
  },
});

/** The state's supplemental rate in force on `payDate` (default: the last of the year), or null when it has none. */
export function stateSupplementalRate(state: StateCode | '', payDate?: string): StateSupplementalRate | null {
  const rule = state === '' ? undefined : STATE_SUPPLEMENTAL_2026[state];
  if (!rule) return null;
  const { revised, ...first } = rule;
  if (!revised || (payDate !== undefined && payDate < revised.effectiveFrom)) return first;
  return { ...first, rate: revised.rate, source: revised.source };
}

export interface StateSupplementalRequest {
  taxYear: number;
  state: StateCode;
  supplemental: number;
  /** A bonus (or stock option), rather than a commission or other supplemental pay (California's rate differs). */
  bonus?: boolean;
  regularWages: number;
  payFrequency: PayFrequency;
  filingStatus: FilingStatus;
  allowances: number;
  payDate?: string;
  certificate?: StateCertificate;
  /** Supplemental wages already paid this year (Massachusetts's surtax counts them). */
  ytdSupplemental?: number;
}

/**
 * State income tax to withhold from a supplemental payment: the state's own supplemental rate where
 * it has one, otherwise its regular method on regular + supplemental less on regular alone.
 */
export function stateSupplementalWithholding(request: StateSupplementalRequest): number {
  const supplemental = Math.max(0, money(request.supplemental));
  const editions = stateEditions(request.taxYear, request.state);
  const edition = editions ? editionFor(editions, request.payDate) : undefined;
  if (edition?.family === 'ma-circular-m') {
    const allowances = request.certificate?.allowances;
    const exemptions =
      allowances !== undefined
        ? Math.max(0, Math.floor(money(allowances)))
        : (request.filingStatus === 'married_jointly' ? 2 : 1) + Math.max(0, Math.floor(money(request.allowances)));
    return massachusettsSupplemental(edition, supplemental, {
      annualWages: roundCents(money(request.regularWages) * PAY_PERIODS_PER_YEAR[request.payFrequency]),
      exemptions,
      priorSupplemental: money(request.ytdSupplemental),
    });
  }
  const rate = stateSupplementalRate(request.state, request.payDate);
  if (rate) {
    const tax = supplemental * (request.bonus && rate.bonusRate ? rate.bonusRate : rate.rate);
    return request.state === 'NC' ? Math.round(roundCents(tax)) : roundCents(tax);
  }
  const at = (wages: number) =>
    stateWithholding({
      taxYear: request.taxYear,
      state: request.state,
      payFrequency: request.payFrequency,
      wages,
      filingStatus: request.filingStatus,
      allowances: request.allowances,
      payDate: request.payDate,
      certificate: { ...request.certificate, extraWithholding: 0 },
    });
  const regular = Math.max(0, money(request.regularWages));
  return Math.max(0, roundCents(at(regular + supplemental) - at(regular)));
}
