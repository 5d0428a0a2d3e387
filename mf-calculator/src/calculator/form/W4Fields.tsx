import { useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  AZ_ELECTED_PERCENTS,
  PA_EIT_MAX_PERCENT,
  CT_WITHHOLDING_CODES,
  FILING_STATUS_LABELS,
  FILING_STATUSES,
  PAY_FREQUENCIES,
  PAY_FREQUENCY_LABELS,
  STATES,
  type FilingStatus,
  type LocalityChoice,
  type PayFrequency,
  PRE_TAX_LABELS,
  RETIREMENT_PLAN_LABELS,
  type RetirementPlan,
  type StateCertificate,
  type SupplementalMethod,
} from '@takehome/calc-engine';
import { Checkbox, Field, Input, Select } from '@takehome/web-kit';
import { loadTaxEngine } from '../calculation';
import { SegmentedChoice } from '../../shared/SegmentedChoice';
import { FieldGrid } from './CollapsibleSection';
import type { FormValues, W4FormChoice } from './formValues';
import { NumberField } from './NumberField';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

const BoxTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.navy};
`;

const Help = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CheckboxWithHelp = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};

  p {
    margin: 0 0 0 26px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const FormYearRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.navy};
`;

const FORM_YEARS = [
  { value: '2020', label: '2020 or later', name: 'Form W-4 from 2020 or later' },
  { value: '2019', label: '2019 or earlier', name: 'Form W-4 from 2019 or earlier (allowances)' },
] as const;

export interface W4FieldsProps {
  values: FormValues;
  onChange: (patch: Partial<FormValues>) => void;
  /** Extra withholding, W-4 Step 4(c): the calculation's own input, so it is bound by the caller. */
  extraWithholding: ReactNode;
  /** Whether the week has overtime or double-time hours (the §225 questions are asked only then). */
  hasOvertime: boolean;
}

type TextField =
  | 'ytdWages'
  | 'w4DependentsCredit'
  | 'w4OtherIncome'
  | 'w4Deductions'
  | 'w4Allowances'
  | 'supplementalPay'
  | 'ytdSupplementalPay'
  | 'hsa'
  | 'dependentCareFsa'
  | 'commuterBenefits';

type LocalityOption = LocalityChoice;

type LocalityLookup = (state: string) => LocalityOption[];

/** The chosen state's local taxes, from W-4 mode's engine (loaded with it). */
function useLocalities(state: string): LocalityOption[] {
  const [lookup, setLookup] = useState<LocalityLookup | null>(null);
  useEffect(() => {
    let live = true;
    void loadTaxEngine().then((engine) => {
      if (live)
        setLookup(() => (code: string) => [...engine.localities(code as Parameters<typeof engine.localities>[0])]);
    });
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => (state === '' || !lookup ? [] : lookup(state)), [state, lookup]);
}

const NJ_TABLES = ['A', 'B', 'C', 'D', 'E'] as const;
/** How the CT-W4 codes with a meaning beyond their letter read in the list. */
const CT_CODE_LABELS: Partial<Record<(typeof CT_WITHHOLDING_CODES)[number], string>> = {
  D: 'Code D (highest)',
  E: 'Code E (none withheld)',
};

function CheckboxHelp({
  id,
  label,
  help,
  checked,
  onChange,
}: {
  id: string;
  label: ReactNode;
  help: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <CheckboxWithHelp>
      <Checkbox
        id={id}
        label={label}
        checked={checked}
        aria-describedby={`${id}-help`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <p id={`${id}-help`}>{help}</p>
    </CheckboxWithHelp>
  );
}

/**
 * docs/product/taxes.md "From my W-4 and state": filing status, state, pay frequency, year-to-date wages and the W-4
 * steps.
 */
export function W4Fields({ values, onChange, extraWithholding, hasOvertime }: W4FieldsProps) {
  const money = (field: TextField) => ({
    id: `calc-${field}`,
    value: values[field],
    onChange: (value: string) => onChange({ [field]: value }),
  });
  const localities = useLocalities(values.state);
  const certificate = values.stateCertificate;
  const setCertificate = (patch: Partial<StateCertificate>) =>
    onChange({ stateCertificate: { ...certificate, ...patch } });
  const localitySelect = (field: 'homeLocality' | 'workLocality', label: string, hint: string) => (
    <Field label={label} htmlFor={`calc-${field}`} hint={hint}>
      <Select id={`calc-${field}`} value={values[field]} onChange={(e) => onChange({ [field]: e.target.value })}>
        <option value="">No local tax</option>
        {localities.map((locality) => (
          <option key={locality.code} value={locality.code}>
            {locality.name}
          </option>
        ))}
      </Select>
    </Field>
  );
  // Pennsylvania's Residency Certification Form: the earned income tax rates the employee states.
  const eitOf = (code: string) => localities.find((locality) => locality.code === code)?.eit;
  const philadelphia = [values.homeLocality, values.workLocality].includes('PA-PHILADELPHIA');
  const homeEit = philadelphia ? undefined : eitOf(values.homeLocality);
  const workEit = philadelphia ? undefined : eitOf(values.workLocality);
  const eitField = (
    key: 'paResidentEitPercent' | 'paNonresidentEitPercent',
    label: string,
    listed: number | null,
    hint: string,
  ) => (
    <NumberField
      label={label}
      id={`calc-${key}`}
      suffix="%"
      step={0.001}
      max={PA_EIT_MAX_PERCENT}
      placeholder={listed === null ? '0' : (listed * 100).toFixed(3)}
      hint={`${hint}; empty: ${listed === null ? 'none' : `the listed ${(listed * 100).toFixed(3)}%`}`}
      value={certificate[key] === undefined ? '' : String(certificate[key])}
      onChange={(value) => setCertificate({ [key]: value === '' ? undefined : Number(value) })}
    />
  );
  return (
    <>
      <FieldGrid $min={200}>
        <Field label="Filing Status" htmlFor="calc-filingStatus" hint="As on your W-4, Step 1(c)">
          <Select
            id="calc-filingStatus"
            value={values.filingStatus}
            onChange={(e) => onChange({ filingStatus: e.target.value as FilingStatus })}
          >
            {FILING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {FILING_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="State" htmlFor="calc-state" hint="Where you work and pay state income tax">
          <Select
            id="calc-state"
            value={values.state}
            onChange={(e) => onChange({ state: e.target.value as FormValues['state'] })}
          >
            <option value="">Choose your state</option>
            {STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Pay Frequency" htmlFor="calc-payFrequency" hint="How often you are paid">
          <Select
            id="calc-payFrequency"
            value={values.payFrequency}
            onChange={(e) => onChange({ payFrequency: e.target.value as PayFrequency })}
          >
            {PAY_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {PAY_FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </Select>
        </Field>
        <NumberField
          label="Year-to-Date Wages"
          prefix="$"
          step={1}
          hint="Paid by this employer so far this year, before this paycheck (for the Social Security limit)"
          {...money('ytdWages')}
        />
      </FieldGrid>

      <Box role="group" aria-labelledby="w4-title">
        <BoxTitle id="w4-title">Your Form W-4</BoxTitle>
        <FormYearRow>
          <span id="w4-form-year">Form version</span>
          <SegmentedChoice<W4FormChoice>
            name="calc-w4FormYear"
            label="Form W-4 version"
            options={FORM_YEARS}
            value={values.w4FormYear}
            onChange={(w4FormYear) => onChange({ w4FormYear })}
          />
        </FormYearRow>
        {values.w4FormYear === '2019' ? (
          <FieldGrid $min={200}>
            <NumberField
              label="Withholding Allowances"
              step={1}
              whole
              hint="Line 5 of a W-4 from 2019 or earlier. Each allowance lowers the wages taxed by $4,300 a year."
              {...money('w4Allowances')}
            />
            {extraWithholding}
          </FieldGrid>
        ) : (
          <>
            <CheckboxHelp
              id="calc-w4MultipleJobs"
              label="Step 2: Multiple jobs or spouse works"
              help="Tick if you checked the box in Step 2(c): you hold more than one job at a time, or you file jointly and your spouse works too."
              checked={values.w4MultipleJobs}
              onChange={(w4MultipleJobs) => onChange({ w4MultipleJobs })}
            />
            <FieldGrid $min={200}>
              <NumberField
                label="Step 3: Dependents Credit"
                prefix="$"
                step={1}
                hint="The total in Step 3, per year: $2,200 for each child under 17, $500 for each other dependent."
                {...money('w4DependentsCredit')}
              />
              <NumberField
                label="Step 4(a): Other Income"
                prefix="$"
                step={1}
                hint="Per year, income with no withholding: interest, dividends, retirement income."
                {...money('w4OtherIncome')}
              />
              <NumberField
                label="Step 4(b): Deductions"
                prefix="$"
                step={1}
                hint="Per year, deductions beyond the standard deduction that you entered on the W-4."
                {...money('w4Deductions')}
              />
              {extraWithholding}
            </FieldGrid>
          </>
        )}
      </Box>

      <Box role="group" aria-labelledby="state-local-title">
        <BoxTitle id="state-local-title">State and Local Withholding</BoxTitle>
        <FieldGrid $min={200}>
          <Field label="Pay Date" htmlFor="calc-payDate" hint="Picks the tables in force (some changed mid-year)">
            <Input
              id="calc-payDate"
              type="date"
              value={values.payDate}
              onChange={(e) => onChange({ payDate: e.target.value })}
            />
          </Field>
          {localities.length > 0 && localitySelect('homeLocality', 'Where You Live', 'City, county or district tax')}
          {localities.length > 0 && localitySelect('workLocality', 'Where You Work', 'City, county or district tax')}
          {homeEit &&
            eitField(
              'paResidentEitPercent',
              'Resident EIT Rate',
              homeEit.resident,
              'Total resident rate on your Residency Certification Form',
            )}
          {workEit &&
            eitField(
              'paNonresidentEitPercent',
              'Work Place Non-Resident EIT Rate',
              workEit.nonresident,
              'Non-resident rate of where you work, on the same form',
            )}
          {values.state === 'AZ' && (
            <Field label="Form A-4 Percentage" htmlFor="calc-azElectedPercent" hint="2.0% when you filed no A-4">
              <Select
                id="calc-azElectedPercent"
                value={String(certificate.azElectedPercent ?? 2)}
                onChange={(e) => setCertificate({ azElectedPercent: Number(e.target.value) })}
              >
                {AZ_ELECTED_PERCENTS.map((percent) => (
                  <option key={percent} value={percent}>
                    {percent.toFixed(1)}%
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {values.state === 'NJ' && (
            <Field label="NJ-W4 Rate Table" htmlFor="calc-njRateTable" hint="Line 3; empty follows your filing status">
              <Select
                id="calc-njRateTable"
                value={certificate.njRateTable ?? ''}
                onChange={(e) =>
                  setCertificate({ njRateTable: (e.target.value || undefined) as StateCertificate['njRateTable'] })
                }
              >
                <option value="">From filing status</option>
                {NJ_TABLES.map((letter) => (
                  <option key={letter} value={letter}>
                    Rate table {letter}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {values.state === 'CT' && (
            <Field
              label="CT-W4 Withholding Code"
              htmlFor="calc-ctWithholdingCode"
              hint="Line 1 of your CT-W4; empty follows your filing status"
            >
              <Select
                id="calc-ctWithholdingCode"
                value={certificate.ctNoCertificate ? 'none' : (certificate.ctWithholdingCode ?? '')}
                onChange={(e) =>
                  setCertificate(
                    e.target.value === 'none'
                      ? { ctWithholdingCode: undefined, ctNoCertificate: true }
                      : {
                          ctWithholdingCode: (e.target.value || undefined) as StateCertificate['ctWithholdingCode'],
                          ctNoCertificate: undefined,
                        },
                  )
                }
              >
                <option value="">From filing status</option>
                {CT_WITHHOLDING_CODES.map((code) => (
                  <option key={code} value={code}>
                    {CT_CODE_LABELS[code] ?? `Code ${code}`}
                  </option>
                ))}
                <option value="none">No CT-W4 (6.99%)</option>
              </Select>
            </Field>
          )}
          {values.state === 'CT' && (
            <NumberField
              label="CT-W4NA Work in Connecticut"
              id="calc-ctInStatePercent"
              suffix="%"
              step={1}
              hint="Nonresidents working partly in Connecticut; empty: all of it"
              value={certificate.ctInStatePercent === undefined ? '' : String(certificate.ctInStatePercent)}
              onChange={(value) => setCertificate({ ctInStatePercent: value === '' ? undefined : Number(value) })}
            />
          )}
          {values.state === 'CA' && (
            <NumberField
              label="DE 4 Estimated Deductions"
              id="calc-estimatedDeductionAllowances"
              step={1}
              whole
              hint="Line 1b: allowances for estimated deductions"
              value={
                certificate.estimatedDeductionAllowances === undefined
                  ? ''
                  : String(certificate.estimatedDeductionAllowances)
              }
              onChange={(value) =>
                setCertificate({ estimatedDeductionAllowances: value === '' ? undefined : Number(value) })
              }
            />
          )}
        </FieldGrid>
        {values.homeLocality &&
          values.workLocality &&
          values.homeLocality !== values.workLocality &&
          /^(OH|MI)-/.test(values.homeLocality) && (
            <CheckboxHelp
              id="calc-withholdHomeCity"
              label="My employer also withholds my home city's tax"
              help="Your city's tax less its credit for the tax of the city you work in. Otherwise you pay it yourself."
              checked={values.withholdHomeCity}
              onChange={(withholdHomeCity) => onChange({ withholdHomeCity })}
            />
          )}
      </Box>

      <Box role="group" aria-labelledby="bonus-pretax-title">
        <BoxTitle id="bonus-pretax-title">Bonus and Pre-Tax Choices</BoxTitle>
        <FieldGrid $min={200}>
          <NumberField
            label="Bonus or Commission"
            prefix="$"
            step={1}
            hint="Paid on its own check; shown as a separate check"
            {...money('supplementalPay')}
          />
          <NumberField
            label="Bonuses Paid This Year"
            prefix="$"
            step={1}
            hint="Before this one (over $1 million, 37% applies)"
            {...money('ytdSupplementalPay')}
          />
          <Field label="Bonus Withholding" htmlFor="calc-supplementalMethod" hint="How your employer withholds on it">
            <Select
              id="calc-supplementalMethod"
              value={values.supplementalMethod}
              onChange={(e) => onChange({ supplementalMethod: e.target.value as SupplementalMethod })}
            >
              <option value="flat">Flat 22%</option>
              <option value="aggregate">Added to regular wages</option>
            </Select>
          </Field>
          <Field label="Retirement Plan" htmlFor="calc-retirementPlan" hint="The plan your contribution goes to">
            <Select
              id="calc-retirementPlan"
              value={values.retirementPlan}
              onChange={(e) => onChange({ retirementPlan: e.target.value as RetirementPlan })}
            >
              {(Object.keys(RETIREMENT_PLAN_LABELS) as RetirementPlan[]).map((plan) => (
                <option key={plan} value={plan}>
                  {RETIREMENT_PLAN_LABELS[plan]}
                </option>
              ))}
            </Select>
          </Field>
          <NumberField
            label={`${PRE_TAX_LABELS.hsa} (Weekly)`}
            prefix="$"
            step={1}
            hint="Through your employer's cafeteria plan"
            {...money('hsa')}
          />
          <NumberField
            label={`${PRE_TAX_LABELS.dependentCareFsa} (Weekly)`}
            prefix="$"
            step={1}
            {...money('dependentCareFsa')}
          />
          <NumberField
            label={`${PRE_TAX_LABELS.commuterBenefits} (Weekly)`}
            prefix="$"
            step={1}
            hint="Transit and parking"
            {...money('commuterBenefits')}
          />
        </FieldGrid>
        <CheckboxHelp
          id="calc-retirementRoth"
          label="My retirement contribution is Roth"
          help="Roth contributions come out after tax, so they do not lower any tax on this paycheck."
          checked={values.retirementRoth}
          onChange={(retirementRoth) => onChange({ retirementRoth })}
        />
      </Box>

      {hasOvertime && (
        <Box role="group" aria-labelledby="overtime-deduction-title">
          <BoxTitle id="overtime-deduction-title">Overtime Deduction (2025–2028)</BoxTitle>
          <Help>
            The law lets you deduct the extra half of your overtime pay (the &ldquo;half&rdquo; in time-and-a-half), up
            to a yearly cap, when you file your return.
          </Help>
          <CheckboxHelp
            id="calc-overtimeQualifies"
            label="My overtime hours are over 40 in the week"
            help="Only hours over 40 in a workweek count. Untick if your overtime is paid for other reasons (daily overtime, weekends) within a 40-hour week."
            checked={values.overtimeQualifies}
            onChange={(overtimeQualifies) => onChange({ overtimeQualifies })}
          />
          <CheckboxHelp
            id="calc-applyOvertimeToW4"
            label="Put my overtime deduction into W-4 Step 4(b)"
            help="Shows the paycheck you would get after giving your employer a new W-4 that adds the estimated yearly deduction to Step 4(b), so less tax is withheld each week."
            checked={values.applyOvertimeToW4}
            onChange={(applyOvertimeToW4) => onChange({ applyOvertimeToW4 })}
          />
        </Box>
      )}
    </>
  );
}
