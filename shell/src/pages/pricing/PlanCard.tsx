import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BillingInterval, PlanDto } from '@takehome/contracts';
import { PlanPrice } from '../../plans/PlanPrice';

const Card = styled.article<{ $highlighted: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme, $highlighted }) => ($highlighted ? `2px solid ${theme.colors.teal}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme, $highlighted }) => ($highlighted ? theme.shadows.raised : theme.shadows.card)};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }

  h2 {
    margin: 0;
  }
`;

const Ribbon = styled.span`
  position: absolute;
  top: -13px;
  left: ${({ theme }) => theme.space.xl};
  padding: 3px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.teal};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;

  ${({ theme }) => theme.media.mobile} {
    left: ${({ theme }) => theme.space.lg};
  }
`;

const Tagline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Features = styled.ul`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1;
  margin: 0;
  padding: ${({ theme }) => theme.space.md} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
  li::before {
    content: '✓';
    flex: none;
    color: ${({ theme }) => theme.colors.positive};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export interface PlanCardProps {
  plan: PlanDto;
  interval: BillingInterval;
  /** The card's button or link. */
  action: ReactNode;
}

/** One plan on /pricing: name, price for the chosen period, its feature list and what to do next. */
export function PlanCard({ plan, interval, action }: PlanCardProps) {
  const headingId = `plan-${plan.id}`;
  return (
    <Card $highlighted={plan.recommended} aria-labelledby={headingId}>
      {plan.recommended && <Ribbon>Most popular</Ribbon>}
      <div>
        <h2 id={headingId}>{plan.name}</h2>
        <Tagline>{plan.tagline}</Tagline>
      </div>
      <PlanPrice plan={plan} interval={interval} />
      <Features aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Features>
      {action}
    </Card>
  );
}
