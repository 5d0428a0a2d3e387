import styled from 'styled-components';
import type { BillingInterval } from '@takehome/contracts';

const Group = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
`;

const Option = styled.button<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 8px 18px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.navy : 'transparent')};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.textOnDark : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

const Saving = styled.span<{ $checked: boolean }>`
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.tealBright : theme.colors.tealSoft)};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.navyDeep : theme.colors.teal)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface BillingToggleProps {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
  /** The yearly saving in percent, from the plans. */
  yearlySavingsPercent: number;
}

/** docs/product/journeys.md pricing toggle: monthly or yearly. */
export function BillingToggle({ value, onChange, yearlySavingsPercent }: BillingToggleProps) {
  const options: Array<{ interval: BillingInterval; label: string }> = [
    { interval: 'month', label: 'Monthly' },
    { interval: 'year', label: 'Yearly' },
  ];
  return (
    <Group role="radiogroup" aria-label="Billing period">
      {options.map(({ interval, label }) => (
        <Option
          key={interval}
          type="button"
          role="radio"
          aria-checked={value === interval}
          $checked={value === interval}
          onClick={() => onChange(interval)}
        >
          {label}
          {interval === 'year' && yearlySavingsPercent > 0 && (
            <Saving $checked={value === interval}>Save {yearlySavingsPercent}%</Saving>
          )}
        </Option>
      ))}
    </Group>
  );
}
