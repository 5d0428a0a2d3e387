import styled from 'styled-components';
import { FEATURE_GATES } from '@takehome/contracts';
import { Badge, FeatureGate, PageContainer, Skeleton, hasPlan, useAuth, useDocumentTitle } from '@takehome/web-kit';
import { PlansUnavailable } from '../../plans/PlansUnavailable';
import { findPlan, planForTier, usePlans } from '../../plans/usePlans';
import { SupportChannels } from './SupportChannels';
import { TicketForm } from './TicketForm';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const PlanLine = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.mobile} {
    justify-items: start;
  }
`;

const TicketsHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Priority = styled.span`
  &::first-letter {
    text-transform: uppercase;
  }
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

/**
 * /support (signed in, docs/product/paths.md): plan badge, support channels, and the ticket form for plans with email
 * support.
 */
export function SupportPage() {
  useDocumentTitle('Support');
  const { user } = useAuth();
  const plans = usePlans();
  const current = plans.data && user ? planForTier(plans.data, user.tier) : undefined;
  const pro = plans.data && findPlan(plans.data, 'pro');

  return (
    <PageContainer>
      <Header>
        <div>
          <h1>Support</h1>
          <p>Questions about your pay, your account or a calculation? We are here to help.</p>
        </div>
        {current && (
          <PlanLine>
            <Badge tone="info">Your plan: {current.name}</Badge>
            <Priority>
              {current.support.priority} priority · replies in {current.support.response}
            </Priority>
          </PlanLine>
        )}
      </Header>
      {plans.isPending && <Skeleton height="180px" />}
      {plans.isError && <PlansUnavailable onRetry={() => void plans.refetch()} />}
      {pro && (
        <Sections>
          <SupportChannels emailPlan={pro} hasEmailSupport={hasPlan(user?.tier, 'pro')} />
          <section aria-labelledby="tickets">
            <TicketsHeading id="tickets">Support tickets</TicketsHeading>
            <FeatureGate plan={FEATURE_GATES.emailSupport.plan} message={FEATURE_GATES.emailSupport.message}>
              <TicketForm />
            </FeatureGate>
          </section>
        </Sections>
      )}
    </PageContainer>
  );
}
