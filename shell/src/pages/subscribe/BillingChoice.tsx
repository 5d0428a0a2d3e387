import styled from 'styled-components';
import { ChoiceCards } from '@takehome/web-kit/ui';
import type { PlanPriceDto, PriceId } from '@takehome/contracts';
import { formatCents } from '../../plans/usePlans';

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
  const choices = prices.map((price) => ({
    value: price.id,
    label: (
      <>
        {COPY[price.interval].name}
        {price.savingsPercent > 0 && <BestValue>Save {price.savingsPercent}%</BestValue>}
      </>
    ),
    detail:
      price.interval === 'year'
        ? `${formatCents(price.monthlyEquivalentCents)}/month, billed once a year`
        : 'Billed every month, cancel anytime',
    aside: (
      <Amount>
        {formatCents(price.amountCents)}
        <small>{COPY[price.interval].per}</small>
      </Amount>
    ),
  }));
  return (
    <ChoiceCards
      legend="Choose how you pay"
      name="price"
      choices={choices}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
