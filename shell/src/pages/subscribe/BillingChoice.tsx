import styled from 'styled-components';
import type { PlanPriceDto, PriceId } from '@takehome/contracts';
import { formatCents } from '../../plans/usePlans';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.navy};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Option = styled.label<{ $checked: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.teal : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.tealSoft : theme.colors.surface)};
  cursor: pointer;

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.teal};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.navy};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Amount = styled.span`
  text-align: right;
  color: ${({ theme }) => theme.colors.navy};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;

  small {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const BestValue = styled.span`
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.teal};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const COPY: Record<PlanPriceDto['interval'], { name: string; per: string }> = {
  month: { name: 'Pro Monthly', per: '/month' },
  year: { name: 'Pro Yearly', per: '/year' },
};

export interface BillingChoiceProps {
  prices: PlanPriceDto[];
  value: PriceId;
  onChange: (priceId: PriceId) => void;
  disabled: boolean;
}

/** The payment panel's choice between Pro monthly and yearly, priced from GET /api/plans. */
export function BillingChoice({ prices, value, onChange, disabled }: BillingChoiceProps) {
  return (
    <Fieldset disabled={disabled}>
      <legend>Choose how you pay</legend>
      {prices.map((price) => (
        <Option key={price.id} $checked={value === price.id}>
          <input
            type="radio"
            name="price"
            value={price.id}
            checked={value === price.id}
            onChange={() => onChange(price.id)}
          />
          <span>
            <strong>
              {COPY[price.interval].name}
              {price.savingsPercent > 0 && <BestValue>Save {price.savingsPercent}%</BestValue>}
            </strong>
            <small>
              {price.interval === 'year'
                ? `${formatCents(price.monthlyEquivalentCents)}/month, billed once a year`
                : 'Billed every month, cancel anytime'}
            </small>
          </span>
          <Amount>
            {formatCents(price.amountCents)}
            <small>{COPY[price.interval].per}</small>
          </Amount>
        </Option>
      ))}
    </Fieldset>
  );
}
