import { lazy, Suspense } from 'react';
import { Checkbox } from '@takehome/web-kit';
import styled from 'styled-components';
import { CollapsibleSection, FieldGrid } from './CollapsibleSection';
import { NumberField } from './NumberField';
import { PercentDollarField } from './PercentDollarField';
import { bindNumber, type SectionProps } from './sectionProps';
import { TaxModeSwitch } from './TaxModeSwitch';

// W-4 mode's fields load when it is picked, like its engine (not in the first load).
const W4Fields = lazy(() => import('./W4Fields').then((m) => ({ default: m.W4Fields })));

const Loading = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Subheading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.navy};
`;

export interface TaxesSectionProps extends SectionProps {
  open: boolean;
  onToggle: () => void;
}

/**
 * Taxes & Deductions: the Taxes switch (docs/product/taxes.md), then either the one combined rate and No Tax on
 * Overtime (docs/product/calculation.md), or the W-4, state and overtime deduction; 401(k), insurance, HSA/FSA and dues
 * in both.
 */
export function TaxesSection({ open, onToggle, ...props }: TaxesSectionProps) {
  const { values, onChange } = props;
  const w4Mode = values.taxMode === 'w4';
  const hasOvertime = Number(values.overtimeHours) > 0 || Number(values.doubleTimeHours) > 0;
  const extraWithholding = (
    <NumberField
      label={
        !w4Mode
          ? 'Extra Withholding'
          : values.w4FormYear === '2019'
            ? 'Line 6: Additional Withholding'
            : 'Step 4(c): Extra Withholding'
      }
      prefix="$"
      step={1}
      hint={w4Mode ? 'Extra federal tax you asked for, per week' : undefined}
      {...bindNumber(props, 'extraWithholding')}
    />
  );
  return (
    <CollapsibleSection
      title="Taxes & Deductions"
      subtitle={w4Mode ? 'From your W-4 and state; retirement, insurance' : 'Tax rate, retirement, insurance'}
      open={open}
      onToggle={onToggle}
    >
      <Stack>
        <TaxModeSwitch value={values.taxMode} onChange={(taxMode) => onChange({ taxMode })} />
        {w4Mode ? (
          <>
            <Suspense fallback={<Loading>Loading the W-4 questions...</Loading>}>
              <W4Fields
                values={values}
                onChange={onChange}
                extraWithholding={extraWithholding}
                hasOvertime={hasOvertime}
              />
            </Suspense>
            <FieldGrid $min={200}>
              <NumberField
                label="State Allowances"
                step={1}
                hint="Allowances or dependents on your state withholding form, if your state uses them"
                {...bindNumber(props, 'stateAllowances')}
              />
            </FieldGrid>
            <Subheading>Deductions</Subheading>
          </>
        ) : null}
        <FieldGrid $min={170}>
          {!w4Mode && (
            <>
              <NumberField
                label="Combined Tax Rate"
                suffix="%"
                step={0.1}
                hint={
                  Number(values.combinedTaxRate) > 0
                    ? 'Federal, state and payroll'
                    : 'Federal, state and payroll. Left empty it counts as 0%: no tax taken out'
                }
                {...bindNumber(props, 'combinedTaxRate')}
              />
              {extraWithholding}
            </>
          )}
          <PercentDollarField
            label="401(k)"
            {...bindNumber(props, 'retirement401k')}
            isPercent={values.retirement401kIsPercent}
            onUnitChange={(isPercent) => onChange({ retirement401kIsPercent: isPercent })}
            percentHint={w4Mode ? '% of gross wages, before income tax' : '% of taxable gross pay'}
            dollarHint="$ per week"
            dollarStep={1}
          />
          <NumberField
            label="Medical Insurance"
            prefix="$"
            step={1}
            hint={w4Mode ? 'Per week, before all taxes' : undefined}
            {...bindNumber(props, 'medicalInsurance')}
          />
          <NumberField
            label="HSA/FSA"
            prefix="$"
            step={1}
            hint={w4Mode ? 'Per week, before all taxes' : undefined}
            {...bindNumber(props, 'hsaFsa')}
          />
          {values.isUnion && (
            <PercentDollarField
              label="Union Dues"
              {...bindNumber(props, 'unionDues')}
              isPercent={values.unionDuesIsPercent}
              onUnitChange={(isPercent) => onChange({ unionDuesIsPercent: isPercent })}
              percentHint={w4Mode ? '% of gross wages, after tax' : '% of taxable gross pay'}
              dollarHint={w4Mode ? '$ per week, after tax' : '$ per week'}
              dollarStep={1}
            />
          )}
        </FieldGrid>
        {!w4Mode && (
          <Checkbox
            label="No Tax on Overtime"
            checked={values.noTaxOnOvertime}
            onChange={(e) => onChange({ noTaxOnOvertime: e.target.checked })}
          />
        )}
      </Stack>
    </CollapsibleSection>
  );
}
