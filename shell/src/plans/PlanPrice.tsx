import styled from 'styled-components';
import type { BillingInterval, PlanDto } from '@takehome/contracts';
import { formatCents, priceFor } from './usePlans';

const Amount = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  strong {
    font-size: 2.75rem;
    line-height: 1;
    letter-spacing: -0.03em;
    color: ${({ theme }) => theme.colors.navy};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Note = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PER: Record<BillingInterval, string> = { month: '/month', year: '/year' };

export interface PlanPriceProps {
  plan: PlanDto;
  interval: BillingInterval;
}

/** A plan's price for the chosen billing period, from GET /api/plans; free plans show $0. */
export function PlanPrice({ plan, interval }: PlanPriceProps) {
  const price = priceFor(plan, interval);
  if (!price) {
    return (
      <div>
        <Amount>
          <strong>{formatCents(0)}</strong>
          <span>forever</span>
        </Amount>
        <Note>No card needed.</Note>
      </div>
    );
  }
  return (
    <div>
      <Amount>
        <strong>{formatCents(price.amountCents)}</strong>
        <span>{PER[price.interval]}</span>
      </Amount>
      <Note>
        {price.interval === 'year'
          ? `${formatCents(price.monthlyEquivalentCents)}/month billed yearly · Save ${price.savingsPercent}%`
          : 'Billed monthly. Cancel anytime.'}
      </Note>
    </div>
  );
}
