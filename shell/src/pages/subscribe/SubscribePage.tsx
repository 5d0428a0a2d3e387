import { useState } from 'react';
import { Link, useSearchParams } from '@takehome/web-kit/router';
import styled from 'styled-components';
import { TIERS, type PlanDto, type PriceId } from '@takehome/contracts';
import { Button, Card, PageContainer, Skeleton, Spinner, useAuth, useDocumentTitle } from '@takehome/web-kit';
import { ButtonLink } from '@takehome/web-kit/ui';
import { PlansUnavailable } from '../../plans/PlansUnavailable';
import { findPlan, planForTier, priceFor, usePlans } from '../../plans/usePlans';
import { BillingChoice } from './BillingChoice';
import { useCheckout } from './useCheckout';

const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Offer = styled.section`
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs} !important;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.teal} !important;
`;

const Benefits = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  li::before {
    content: '✓';
    color: ${({ theme }) => theme.colors.positive};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const SmallPrint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** The payment panel: Pro monthly or yearly, then checkout (idle → processing → the provider's page). */
function PaymentPanel({ pro, guaranteeDays }: { pro: PlanDto; guaranteeDays: number }) {
  const [params] = useSearchParams();
  const preferred = priceFor(pro, params.get('billing') === 'month' ? 'month' : 'year') ?? pro.prices[0];
  const [priceId, setPriceId] = useState<PriceId>(preferred.id);
  const { state, startCheckout } = useCheckout();
  const processing = state === 'processing';

  return (
    <Panel aria-labelledby="payment">
      <h2 id="payment">Payment</h2>
      <BillingChoice prices={pro.prices} value={priceId} onChange={setPriceId} disabled={processing} />
      <Button size="lg" fullWidth disabled={processing} onClick={() => void startCheckout(priceId)}>
        {processing ? (
          <>
            <Spinner size={18} label="Processing" />
            Processing...
          </>
        ) : (
          'Continue to Secure Checkout'
        )}
      </Button>
      <SmallPrint>
        Payments are handled by our payment provider; your card never reaches TakeHome. Cancel anytime. {guaranteeDays}
        -day money-back guarantee.
      </SmallPrint>
    </Panel>
  );
}

/** Shown instead of the payment panel to someone whose plan already has everything in Pro. */
function AlreadyIncluded({ plan }: { plan: PlanDto }) {
  return (
    <Panel aria-labelledby="payment">
      <h2 id="payment">You're on {plan.name}</h2>
      <p>Your plan already includes everything in Pro: unlimited calculations, export and analytics.</p>
      <ButtonLink to="/">Back to the calculator</ButtonLink>
    </Panel>
  );
}

/** /subscribe (signed in, docs/product/paths.md): the Pro offer and the payment panel. */
export function SubscribePage() {
  useDocumentTitle('Upgrade to Pro');
  const { user } = useAuth();
  const plans = usePlans();
  const pro = plans.data && findPlan(plans.data, 'pro');
  const current = plans.data && user ? planForTier(plans.data, user.tier) : undefined;
  const hasPro = Boolean(current && pro && TIERS.indexOf(current.tier) >= TIERS.indexOf(pro.tier));

  return (
    <PageContainer>
      <BackLink to="/pricing">← Back to pricing</BackLink>
      <Layout>
        <Offer aria-labelledby="offer">
          <Eyebrow>TakeHome Pro</Eyebrow>
          <h1 id="offer">Upgrade to Pro</h1>
          {pro && (
            <>
              <p>{pro.tagline}. Everything in Free, and:</p>
              <Benefits>
                {pro.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </Benefits>
            </>
          )}
          {plans.isPending && <Skeleton height="160px" />}
        </Offer>
        {plans.isPending && <Skeleton height="340px" />}
        {plans.isError && <PlansUnavailable onRetry={() => void plans.refetch()} />}
        {pro && current && hasPro && <AlreadyIncluded plan={current} />}
        {plans.data && pro && !hasPro && <PaymentPanel pro={pro} guaranteeDays={plans.data.moneyBackGuaranteeDays} />}
      </Layout>
    </PageContainer>
  );
}
