import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { PageContainer, RemoteWidget, useAuth, useDocumentTitle, useFunnel, useUsage } from '@takehome/web-kit';
import { calculate, loadTaxEngine, renumbered, type Calculation } from '../calculator/calculation';
import { keepCalculator, keptCalculator, setSaveAfterSignIn } from '../calculator/calculatorSession';
import { CalculateButton } from '../calculator/CalculateButton';
import { EmptyResults } from '../calculator/results/EmptyResults';
import { CalculatorForm } from '../calculator/form/CalculatorForm';
import type { FormValues } from '../calculator/form/formValues';
import { LimitNotice } from '../calculator/LimitNotice';
import { PlanningTools } from '../calculator/PlanningTools';
import { EmailCaptureSlot } from '../calculator/prompts/EmailCaptureSlot';
import { useCalculatorDialogs } from '../calculator/prompts/useCalculatorDialogs';
import { useNudgeCard } from '../calculator/prompts/useNudgeCard';
import { QuickTips } from '../calculator/QuickTips';
import { useAutoCalculate, useQueryPrefill } from '../calculator/usePrefill';
import { AdSlot } from '../shared/AdSlot';
import { useRecordUsage } from '../shared/webKitUsage';
import type { Scenario } from '../compare/scenarios';

/** The results, their actions, the nudge card and the dialogs: fetched once, on the visitor's first touch. */
const afterCalculation = () => import('../calculator/afterCalculation');
const ResultsPanel = lazy(() => afterCalculation().then((m) => ({ default: m.ResultsPanel })));
const ResultActions = lazy(() => afterCalculation().then((m) => ({ default: m.ResultActions })));
const NudgeCard = lazy(() => afterCalculation().then((m) => ({ default: m.NudgeCard })));
const CalculatorDialogs = lazy(() => afterCalculation().then((m) => ({ default: m.CalculatorDialogs })));
const PrintSummary = lazy(() => afterCalculation().then((m) => ({ default: m.PrintSummary })));
/** Comparing and the year ahead (with their charts) load only when asked for: never part of the page's first load. */
const ComparePanel = lazy(() => import('../compare/ComparePanel'));
const YearAhead = lazy(() => import('../year/YearAhead'));
/** Signed-in visitors only, below the form: not part of the page's first load for everyone else. */
const ThisMonthCard = lazy(() => import('../calculator/ThisMonthCard').then((m) => ({ default: m.ThisMonthCard })));
const loadAfterCalculation = () => void afterCalculation().catch(() => undefined);

const Intro = styled.header`
  margin-bottom: ${({ theme }) => theme.space.lg};

  p {
    max-width: 62ch;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SINGLE_COLUMN = '(max-width: 959.98px)';

const LoadingPanel = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LoadProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.negative};
`;

/**
 * The blog's widgets below the fold load when scrolled near; their space (measured in Chromium at 375 to
 * 1280 px wide) stays reserved meanwhile, so nothing under them moves when they arrive.
 */
const LatestPostSpot = styled.div`
  min-height: 410px;
`;
const NewsletterSpot = styled.div`
  min-height: 270px;
  @media ${SINGLE_COLUMN} {
    min-height: 490px;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media ${SINGLE_COLUMN} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  /* Clear of the sticky navigation when scrolled into view. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.md});
`;

const Below = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The This Month card's height with its four figures, held while its code loads. */
const ThisMonthSpot = styled.div`
  min-height: 190px;
  @media ${SINGLE_COLUMN} {
    min-height: 330px;
  }
`;

const Widgets = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

/**
 * The button with the usage count, and the limit notice: they follow the count themselves, so its arrival
 * after the page starts (read from this browser, or from the server) renders these and not the whole page.
 */
function UsageAwareButton({ busy }: { busy: boolean }) {
  const usage = useUsage();
  return (
    <>
      <CalculateButton usage={usage} busy={busy} />
      {usage.atLimit && usage.limit !== null && <LimitNotice limit={usage.limit} />}
    </>
  );
}

/**
 * docs/product/paths.md calculator home: the form, the results, the signed-in month card, planning tools, tips and
 * prompts.
 */
export default function CalculatorPage() {
  useDocumentTitle();
  const { user, loading } = useAuth();
  const recordUsage = useRecordUsage();
  const funnel = useFunnel();
  const prefill = useQueryPrefill();
  const [values, setValues] = useState(prefill.values);
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const [busy, setBusy] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const dialogs = useCalculatorDialogs(funnel.personalization.showUpgradePrompt);
  const nudges = useNudgeCard(funnel.stage === 'anonymous' && !funnel.record.emailCaptureDeclined);
  // "Sign Up to Save" asked for this result to be saved once signed in (it survived the sign-in's reload).
  const [saveRequested, setSaveRequested] = useState(false);
  // The comparison's starting scenarios while it is open; a shared comparison opens with its link's query string.
  const [comparing, setComparing] = useState<Scenario[] | string | null>(null);
  const [yearOpen, setYearOpen] = useState(false);
  const sharedComparison = useRef(prefill.comparison);

  // After hydration (the server drew the defaults): bring back what this tab showed before a reload.
  const restored = useRef(false);
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      const kept = prefill.present ? null : keptCalculator();
      if (kept) {
        // Session storage is read only once hydrated (the server drew the defaults): one render more, once.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setValues(kept.values);
        if (kept.calculation) {
          setCalculation(renumbered(kept.calculation));
          setSaveRequested(kept.saveAfterSignIn);
          void afterCalculation().catch(() => undefined);
        }
        return;
      }
    }
    keepCalculator(values, calculation);
  }, [prefill.present, values, calculation]);
  // The request is used once: by the save below, or dropped when the visitor is still signed out.
  useEffect(() => {
    if (saveRequested && !loading) setSaveAfterSignIn(false);
  }, [saveRequested, loading]);

  const onCalculate = async (from: FormValues) => {
    setBusy(true);
    // W-4 mode needs its tables first: a failed load must not use up one of the visitor's calculations.
    if (from.taxMode === 'w4') {
      try {
        await loadTaxEngine();
      } catch (error) {
        console.error('The tax tables did not load', error);
        setBusy(false);
        setLoadFailed(true);
        return;
      }
    }
    setLoadFailed(false);
    const outcome = await recordUsage();
    setBusy(false);
    if (!outcome.allowed) {
      dialogs.refused(outcome.message, outcome.resetAt);
      return;
    }
    const [next] = await Promise.all([calculate(from), afterCalculation().catch(() => undefined)]);
    setCalculation(next);
    // A shared comparison opens once its first scenario (this form) is figured: one calculation for the link.
    if (sharedComparison.current) {
      setComparing(sharedComparison.current);
      sharedComparison.current = null;
    }
    // The count the Calculate button shows: every prompt and nudge speaks of the same number.
    const count = outcome.used;
    funnel.recordCalculation();
    dialogs.afterCalculation({ count, ...outcome });
    nudges.afterCalculation({
      calculationCount: count,
      remaining: outcome.limit === null ? null : Math.max(0, outcome.limit - outcome.used),
      signedIn: Boolean(user),
    });
  };
  useAutoCalculate(prefill, !loading, (from) => void onCalculate(from));

  // W-4 mode's tax tables load as soon as the worker picks it, so Calculate Pay does not wait for them.
  const w4Mode = values.taxMode === 'w4';
  useEffect(() => {
    if (w4Mode) loadTaxEngine().catch(() => undefined);
  }, [w4Mode]);

  // In one column the results sit below the long form: bring each new result into view.
  const resultsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (calculation && window.matchMedia?.(SINGLE_COLUMN).matches)
      resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [calculation]);

  // docs/product/compare.md: pressing Update Comparison counts as one calculation, like Calculate Pay.
  const countComparison = async () => {
    const outcome = await recordUsage();
    if (!outcome.allowed) {
      dialogs.refused(outcome.message, outcome.resetAt);
      return false;
    }
    funnel.recordCalculation();
    return true;
  };

  const join = () => dialogs.open('join');
  const joinToSave = () => dialogs.open('join', { save: true });
  return (
    <PageContainer>
      <Intro>
        <h1>Take-Home Pay Calculator</h1>
        <p>See what lands in your pocket each week after overtime, union benefits, taxes, deductions and bills.</p>
      </Intro>
      <Layout onPointerDownCapture={loadAfterCalculation} onFocusCapture={loadAfterCalculation}>
        <CalculatorForm
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          onCalculate={() => void onCalculate(values)}
          taxesOpenAtStart={prefill.touchesTaxes}
          footer={
            <>
              <UsageAwareButton busy={busy} />
              {loadFailed && (
                <LoadProblem role="alert">
                  The tax tables could not be loaded. Check your connection and press Calculate Pay again.
                </LoadProblem>
              )}
            </>
          }
        />
        <Column ref={resultsRef}>
          {calculation ? (
            <Suspense fallback={<EmptyResults />}>
              <ResultsPanel input={calculation.input} result={calculation.result} />
              <ResultActions
                key={calculation.id}
                calculation={calculation}
                onJoin={joinToSave}
                saveAtOnce={saveRequested && !loading && Boolean(user)}
                onCompare={() => setComparing([{ name: 'Scenario 1', input: calculation.input }])}
                onYearView={() => setYearOpen(true)}
              />
              <PrintSummary
                input={calculation.input}
                result={calculation.result}
                calculatedAt={calculation.calculatedAt}
              />
            </Suspense>
          ) : (
            <EmptyResults />
          )}
          {funnel.personalization.showEmailCapture ? (
            <EmailCaptureSlot />
          ) : (
            nudges.nudge && (
              <Suspense fallback={null}>
                <NudgeCard
                  kind={nudges.nudge.kind}
                  calculationCount={nudges.nudge.context.calculationCount}
                  remaining={nudges.nudge.context.remaining}
                  signedIn={Boolean(user)}
                  onJoin={join}
                  onUpgrade={() => dialogs.open('upgrade')}
                  onDismiss={nudges.dismiss}
                />
              </Suspense>
            )
          )}
          <AdSlot height={250} />
        </Column>
      </Layout>
      {(comparing || (yearOpen && calculation)) && (
        <Below>
          <Suspense fallback={<LoadingPanel role="status">Loading...</LoadingPanel>}>
            {comparing && (
              <ComparePanel initial={comparing} onCount={countComparison} onClose={() => setComparing(null)} />
            )}
            {yearOpen && calculation && (
              <YearAhead key={calculation.id} input={calculation.input} onClose={() => setYearOpen(false)} />
            )}
          </Suspense>
        </Below>
      )}
      <Below>
        {user && (
          <Suspense fallback={<ThisMonthSpot />}>
            <ThisMonthCard userId={user.id} />
          </Suspense>
        )}
        <PlanningTools calculation={calculation} />
        <Widgets>
          <LatestPostSpot>
            <RemoteWidget module="mf_blog/LatestPostCard" whenVisible />
          </LatestPostSpot>
          <QuickTips />
        </Widgets>
        <NewsletterSpot>
          <RemoteWidget
            module="mf_blog/NewsletterSignup"
            props={{ variant: 'full', source: 'calculator' }}
            whenVisible
          />
        </NewsletterSpot>
        <AdSlot />
      </Below>
      {dialogs.dialog && (
        <Suspense fallback={null}>
          <CalculatorDialogs dialog={dialogs.dialog} onClose={dialogs.close} onJoin={join} />
        </Suspense>
      )}
    </PageContainer>
  );
}
