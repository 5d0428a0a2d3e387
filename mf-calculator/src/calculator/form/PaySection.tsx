import { Card, Checkbox } from '@takehome/web-kit';
import styled from 'styled-components';
import { FieldGrid, SectionTitle } from './CollapsibleSection';
import { NumberField } from './NumberField';
import { PercentDollarField } from './PercentDollarField';
import { bindNumber, weekHoursCheck, type SectionProps } from './sectionProps';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

const UnionBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tealSoft};

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const BENEFITS = [
  { field: 'healthWelfare', flag: 'healthWelfareIsPercent', label: 'Health & Welfare' },
  { field: 'annuity', flag: 'annuityIsPercent', label: 'Annuity' },
  { field: 'pension', flag: 'pensionIsPercent', label: 'Pension' },
] as const;

/** Pay & Union Status: rate, hours, travel pay, per diem, days, and the union benefits when a member. */
export function PaySection(props: SectionProps) {
  const { values, onChange } = props;
  const hours = weekHoursCheck(values);
  return (
    <Card>
      <SectionTitle>Pay &amp; Union Status</SectionTitle>
      <Stack>
        <FieldGrid $min={150}>
          <NumberField label="Hourly Rate" prefix="$" step={0.01} {...bindNumber(props, 'hourlyRate')} />
          <NumberField
            label="Regular Hours"
            suffix="h"
            step={0.5}
            problem={hours.problem}
            warning={hours.warning}
            {...bindNumber(props, 'regularHours')}
          />
          <NumberField
            label="Overtime Hours"
            suffix="h"
            step={0.5}
            hint="Paid at 1.5×"
            {...bindNumber(props, 'overtimeHours')}
          />
          <NumberField
            label="Double Time Hours"
            suffix="h"
            step={0.5}
            hint="Paid at 2×"
            {...bindNumber(props, 'doubleTimeHours')}
          />
          <NumberField
            label="Travel Pay"
            prefix="$"
            step={0.01}
            hint="Taxable, per week"
            {...bindNumber(props, 'taxableTravelPay')}
          />
          <NumberField
            label="Per Diem"
            prefix="$"
            step={0.01}
            hint="Per day, not taxed"
            {...bindNumber(props, 'perDiem')}
          />
          <NumberField label="Days Worked" step={1} hint="1 to 7" {...bindNumber(props, 'daysWorked')} />
        </FieldGrid>
        <Checkbox
          label="Union Member"
          checked={values.isUnion}
          onChange={(e) => onChange({ isUnion: e.target.checked })}
        />
        {values.isUnion && (
          <UnionBox>
            <p>Employer contributions per hour worked: dollars per hour, or a percent of your hourly rate.</p>
            <FieldGrid $min={170}>
              {BENEFITS.map(({ field, flag, label }) => (
                <PercentDollarField
                  key={field}
                  label={label}
                  {...bindNumber(props, field)}
                  isPercent={values[flag]}
                  onUnitChange={(isPercent) => onChange({ [flag]: isPercent })}
                  percentHint="% of hourly rate"
                  dollarHint="$ per hour"
                />
              ))}
            </FieldGrid>
            {values.taxMode === 'w4' && (
              <>
                <p>
                  Taken from your pay: the vacation fund is taxed as wages first, then set aside; dues come out after
                  tax.
                </p>
                <FieldGrid $min={170}>
                  <NumberField
                    label="Vacation/Holiday Fund"
                    prefix="$"
                    step={0.01}
                    hint="$ per hour worked"
                    {...bindNumber(props, 'unionVacationFundPerHour')}
                  />
                  <NumberField
                    label="Work Dues"
                    prefix="$"
                    step={0.01}
                    hint="$ per hour worked"
                    {...bindNumber(props, 'unionWorkDuesPerHour')}
                  />
                </FieldGrid>
              </>
            )}
          </UnionBox>
        )}
      </Stack>
    </Card>
  );
}
