import type { ReactNode } from 'react';
import styled from 'styled-components';
import { hasPlan, type GatedPlan } from '@takehome/contracts';
import { useAuth } from './auth';
import { ButtonLink } from './components/ButtonLink';
import { Card } from './components/Card';

export { hasPlan, type GatedPlan };

const PLAN_LABELS: Record<GatedPlan, string> = { pro: 'Pro', business: 'Business' };

const Box = styled(Card)`
  max-width: 480px;
  margin: 0 auto;
  text-align: center;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface FeatureGateProps {
  plan: GatedPlan;
  children: ReactNode;
  /** Shown instead of the upgrade box when the plan is missing. */
  fallback?: ReactNode;
  /** The gate's own sentence (FEATURE_GATES[feature].message), in place of 'Upgrade to {plan} to unlock this feature'. */
  message?: string;
}

/**
 * The plan feature gate (docs/product/plans.md): the children for users whose tier includes `plan`, else a box inviting
 * them to upgrade.
 */
export function FeatureGate({ plan, children, fallback, message }: FeatureGateProps) {
  const { user } = useAuth();
  if (hasPlan(user?.tier, plan)) return <>{children}</>;
  if (fallback !== undefined) return <>{fallback}</>;
  const label = PLAN_LABELS[plan];
  return (
    <Box aria-labelledby="feature-gate-title">
      <h2 id="feature-gate-title">{label} Feature</h2>
      <p>{message ?? `Upgrade to ${label} to unlock this feature`}</p>
      <ButtonLink to="/pricing">Upgrade Now</ButtonLink>
    </Box>
  );
}
