import { useState } from 'react';
import { Link } from '@takehome/web-kit/router';
import styled from 'styled-components';
import { TIERS, type BillingInterval, type PlanDto, type PlansResponse } from '@takehome/contracts';
import { Button, PageContainer, Skeleton, useAuth, useDocumentTitle, useToast } from '@takehome/web-kit';
import { ButtonLink } from '@takehome/web-kit/ui';
import { PlansUnavailable } from '../../plans/PlansUnavailable';
import { findPlan, planForTier, priceFor, usePlans } from '../../plans/usePlans';
import { BillingToggle } from './BillingToggle';
import { ComparisonTable } from './ComparisonTable';
import { MoneyBackBanner } from './MoneyBackBanner';
import { PlanCard } from './PlanCard';
import { PricingFaq } from './PricingFaq';

const Hero = styled.header`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xxl};
  text-align: center;

  p {
    max-width: 56ch;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  max-width: 820px;
  margin: 0 auto ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};

  > h2 {
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
`;

const TeamNote = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const rank = (plan: PlanDto) => TIERS.indexOf(plan.tier);

/** What a plan's card offers the visitor: start, upgrade, or a note that they already have it. */
function PlanAction({ plan, plans, interval }: { plan: PlanDto; plans: PlansResponse; interval: BillingInterval }) {
  const { user, openSignIn } = useAuth();
  const { showToast } = useToast();
  const current = user ? planForTier(plans, user.tier) : null;

  if (current && rank(current) >= rank(plan)) {
    return (
      <Button variant="secondary" fullWidth disabled>
        {current.id === plan.id ? 'Current Plan' : 'Included in your plan'}
      </Button>
    );
  }
  if (!priceFor(plan, interval)) {
    return (
      <ButtonLink to="/" $variant="secondary" $fullWidth>
        Start Calculating
      </ButtonLink>
    );
  }
  if (!user) {
    const askToSignIn = () => {
      showToast({ title: 'Authentication Required', description: 'Please log in to subscribe.', tone: 'error' });
      openSignIn();
    };
    return (
      <Button fullWidth onClick={askToSignIn}>
        Get {plan.name}
      </Button>
    );
  }
  return (
    <ButtonLink to={`/subscribe?billing=${interval}`} $fullWidth>
      Upgrade to {plan.name}
    </ButtonLink>
  );
}

function CardsSkeleton() {
  return (
    <Cards role="status" aria-busy="true" aria-label="Loading plans">
      {[0, 1].map((card) => (
        <div key={card}>
          <Skeleton height="420px" />
        </div>
      ))}
    </Cards>
  );
}

/** /pricing (docs/product/paths.md): Free vs Pro, monthly/yearly, comparison, FAQ and the money-back guarantee. */
export function PricingPage() {
  useDocumentTitle('Pricing');
  const plans = usePlans();
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  const free = plans.data && findPlan(plans.data, 'free');
  const pro = plans.data && findPlan(plans.data, 'pro');

  return (
    <PageContainer>
      <Hero>
        <h1>Plans & Pricing</h1>
        <p>The calculator is free for everyday checks. Go Pro when you run the numbers every week.</p>
        {pro && (
          <BillingToggle
            value={interval}
            onChange={setBillingInterval}
            yearlySavingsPercent={priceFor(pro, 'year')?.savingsPercent ?? 0}
          />
        )}
      </Hero>

      {plans.isPending && <CardsSkeleton />}
      {plans.isError && <PlansUnavailable onRetry={() => void plans.refetch()} />}
      {plans.data && free && pro && (
        <>
          <Cards>
            {[free, pro].map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                interval={interval}
                action={<PlanAction plan={plan} plans={plans.data} interval={interval} />}
              />
            ))}
          </Cards>
          <MoneyBackBanner days={plans.data.moneyBackGuaranteeDays} />
          <Section aria-labelledby="compare">
            <h2 id="compare">Compare plans</h2>
            <ComparisonTable plans={plans.data} />
            <TeamNote>
              Business and Webmaster plans are set up by our team for crews and site staff.{' '}
              <Link to="/contact">Contact us</Link> to talk about them.
            </TeamNote>
          </Section>
        </>
      )}

      <Section aria-labelledby="pricing-faq">
        <h2 id="pricing-faq">Pricing questions</h2>
        <PricingFaq />
      </Section>
    </PageContainer>
  );
}
