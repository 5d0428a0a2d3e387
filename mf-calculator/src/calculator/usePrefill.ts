import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@takehome/web-kit/router';
import { parseQueryPrefill } from '@takehome/calc-engine';
import { DEFAULT_VALUES, valuesFromPrefill, type FormValues } from './form/formValues';

/** docs/product/copy.md: the prefilled form is calculated 0.5 s after it appears. */
export const AUTO_CALCULATE_DELAY_MS = 500;

const TAX_FIELDS = [
  'combinedTaxRate',
  'noTaxOnOvertime',
  'extraWithholding',
  'retirement401k',
  'medicalInsurance',
  'hsaFsa',
  'unionDues',
  // W-4 mode (docs/product/taxes.md).
  'taxMode',
  'taxYear',
  'filingStatus',
  'state',
  'payFrequency',
  'ytdWages',
  'stateAllowances',
  'w4',
  'overtimeQualifies',
  'applyOvertimeToW4',
] as const;

export interface Prefill {
  values: FormValues;
  /** The address named at least one calculator field. */
  present: boolean;
  /** It named a field of the (collapsed) Taxes & Deductions section, which then starts open. */
  touchesTaxes: boolean;
  /**
   * A shared comparison's query string (docs/product/sharing.md), read by the comparison's own code when it opens;
   * null for any other address.
   */
  comparison: string | null;
}

/** The form as the address's query string fills it (docs/product/paths.md), read once when the page opens. */
export function useQueryPrefill(): Prefill {
  const { search } = useLocation();
  const [prefill] = useState<Prefill>(() => {
    const { input, present } = parseQueryPrefill(new URLSearchParams(search));
    return {
      values: present ? valuesFromPrefill(input) : DEFAULT_VALUES,
      present,
      touchesTaxes: TAX_FIELDS.some((field) => field in input),
      comparison: present && new URLSearchParams(search).has('compare') ? search : null,
    };
  });
  return prefill;
}

/**
 * docs/product/paths.md: after a prefill the address goes back to '/', and Calculate Pay is pressed by itself
 * 0.5 s later — once the session is known, so the calculation counts for the right person.
 */
export function useAutoCalculate(prefill: Prefill, sessionKnown: boolean, calculate: (values: FormValues) => void) {
  const navigate = useNavigate();
  const pressed = useRef(false);
  const press = useEffectEvent(() => {
    pressed.current = true;
    calculate(prefill.values);
  });

  useEffect(() => {
    if (prefill.present) void navigate('/', { replace: true });
  }, [prefill.present, navigate]);

  useEffect(() => {
    if (!prefill.present || !sessionKnown || pressed.current) return;
    const timer = setTimeout(press, AUTO_CALCULATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [prefill.present, sessionKnown]);
}
