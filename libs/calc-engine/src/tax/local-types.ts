/** Shapes of the local income taxes withheld from wages (data in ./data/<year>-localities.ts). */
import type { NycExact, TaxRows, YonkersRules } from './withholding-types.js';
import type { StateCode } from './types.js';

export type LocalityMethod =
  /** New York City's exact calculation (residents only). */
  | { kind: 'nyc'; tables: NycExact }
  /** Yonkers: a surcharge on the New York State withholding for residents; 0.5% for nonresidents. */
  | { kind: 'yonkers'; rules: YonkersRules }
  /**
   * A rate on wages for residents and for nonresidents working there, by pay date. `workOnly`: the
   * tax reaches only work done there (Kentucky's occupational taxes), at the resident rate for those
   * who also live there; otherwise residents pay on all their wages.
   */
  | {
      kind: 'rate';
      editions: readonly { effectiveFrom: string; resident: number; nonresident: number }[];
      workOnly?: boolean;
    }
  /**
   * Pennsylvania Act 32 earned income tax: the higher of the home's resident rate and the work
   * place's nonresident rate; plus the work place's local services tax (annual amount). A null rate
   * is not encoded.
   */
  | {
      kind: 'pa-eit';
      resident: number | null;
      nonresident: number | null;
      lst: number;
      /** Earnings below which the LST is not withheld, where the place sets it above the law's. */
      lstExemption?: number;
    }
  /**
   * A Michigan city: resident and nonresident rates after an exemption per allowance; `truncate` where
   * the city's guide drops the fraction of a cent instead of rounding (Grayling's).
   */
  | { kind: 'mi-city'; resident: number; nonresident: number; exemption: number; truncate?: boolean }
  /**
   * An Ohio municipality: one rate; a resident working elsewhere gets credit for the work city's tax:
   * `creditRate` (RITA's credit factor) times the lesser of that tax and wages × `creditLimit`.
   */
  | { kind: 'oh-city'; rate: number; creditRate: number; creditLimit: number }
  /** A Maryland county: its table percentage of Maryland taxable wages, or Anne Arundel's / Frederick's brackets. */
  | { kind: 'md-county'; rate: number }
  | { kind: 'md-county'; graduated: 'slices' | 'band'; single: TaxRows; joint: TaxRows }
  /** An Indiana county: its rate on the state's taxable wages. */
  | { kind: 'in-county'; rate: number }
  /** A tax on annual wages above thresholds by filing status (Portland Metro, Multnomah County). */
  | {
      kind: 'threshold';
      rates: readonly (readonly [{ single: number; joint: number }, number])[];
      residentsOnly: boolean;
    };

export interface Locality {
  /** '<ST>-<NAME>', e.g. 'NY-NEW_YORK_CITY'. */
  code: string;
  state: StateCode;
  name: string;
  method: LocalityMethod;
  source: string;
  /** False where the figure is not yet checked against the locality's own publication. */
  verified: boolean;
}

export interface LocalWithholdingLine {
  /** Locality code, or 'OR-STATEWIDE_TRANSIT'. */
  jurisdiction: string;
  name: string;
  /** Withholding for the period, to the cent. */
  amount: number;
  source: string;
  verified: boolean;
}

export interface LocalWithholdingResult {
  total: number;
  lines: LocalWithholdingLine[];
}
