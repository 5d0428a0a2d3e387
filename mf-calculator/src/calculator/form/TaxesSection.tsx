import { Checkbox } from '@takehome/web-kit';
import styled from 'styled-components';
import { CollapsibleSection, FieldGrid } from './CollapsibleSection';
import { NumberField } from './NumberField';
import { PercentDollarField } from './PercentDollarField';
import { bindNumber, type SectionProps } from './sectionProps';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export interface TaxesSectionProps extends SectionProps {
  open: boolean;
  onToggle: () => void;
}

/** Taxes & Deductions: tax rate, no tax on overtime, withholding, 401(k), insurance, HSA/FSA and union dues. */
export function TaxesSection({ open, onToggle, ...props }: TaxesSectionProps) {
  const { values, onChange } = props;
  return (
    <CollapsibleSection
      title="Taxes & Deductions"
      subtitle="Tax rate, retirement, insurance"
      open={open}
      onToggle={onToggle}
    >
      <Stack>
        <FieldGrid $min={170}>
          <NumberField
            label="Combined Tax Rate"
            suffix="%"
            step={0.1}
            max={100}
            hint="Federal, state and payroll"
            {...bindNumber(props, 'combinedTaxRate')}
          />
          <NumberField label="Extra Withholding" prefix="$" step={1} {...bindNumber(props, 'extraWithholding')} />
          <PercentDollarField
            label="401(k)"
            {...bindNumber(props, 'retirement401k')}
            isPercent={values.retirement401kIsPercent}
            onUnitChange={(isPercent) => onChange({ retirement401kIsPercent: isPercent })}
            percentHint="% of taxable gross pay"
            dollarHint="$ per week"
            dollarStep={1}
          />
          <NumberField label="Medical Insurance" prefix="$" step={1} {...bindNumber(props, 'medicalInsurance')} />
          <NumberField label="HSA/FSA" prefix="$" step={1} {...bindNumber(props, 'hsaFsa')} />
          {values.isUnion && (
            <PercentDollarField
              label="Union Dues"
              {...bindNumber(props, 'unionDues')}
              isPercent={values.unionDuesIsPercent}
              onUnitChange={(isPercent) => onChange({ unionDuesIsPercent: isPercent })}
              percentHint="% of taxable gross pay"
              dollarHint="$ per week"
              dollarStep={1}
            />
          )}
        </FieldGrid>
        <Checkbox
          label="No Tax on Overtime"
          checked={values.noTaxOnOvertime}
          onChange={(e) => onChange({ noTaxOnOvertime: e.target.checked })}
        />
      </Stack>
    </CollapsibleSection>
  );
}
