import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  calculatePaycheck,
  normalizeInput,
  PERIOD_KINDS,
  PERIOD_LABELS,
  PERIOD_RULE,
  STATES,
  TAX_MODE_LABELS,
  type NumberField,
  type PaycheckInput,
  type PaycheckResult,
  type PeriodKind,
} from '@takehome/calc-engine';
import { canUseFeature, FEATURE_GATES } from '@takehome/contracts';
import { Button, Card, Checkbox, Input, Label, Select, formatMoney, useAuth } from '@takehome/web-kit';
import { useSavedCalculations } from '../api/calculations';
import { BarChart } from '../charts/BarChart';
import { loadTaxEngine } from '../calculator/calculation';
import { ShareLink } from './ShareLink';
import { CardTitle } from '../shared/CardTitle';
import { COMPARE_ROWS, rowAmount, visibleRows, type CompareRow } from './compareRows';
import { MAX_SCENARIOS, scenarioName, sharedScenarios, shareUrl, type Scenario } from './scenarios';

const NARROW = '(max-width: 639.98px)';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
`;

const Small = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tabs = styled.div`
  display: none;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  @media ${NARROW} {
    display: flex;
  }
  button {
    flex: 1 0 auto;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.textOnDark};
    border-color: ${({ theme }) => theme.colors.navy};
  }
`;

/** At phone width only the chosen scenario's column and editor show; the tabs pick it. */
const hideInactive = `
  @media ${NARROW} {
    &[data-active='false'] {
      display: none;
    }
  }
`;

const Editors = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  @media ${NARROW} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Editor = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${hideInactive}

  legend {
    padding: 0 4px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  input,
  select {
    min-width: 0;
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
    text-align: right;
    vertical-align: top;
  }
  th[scope='row'] {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.navy};
  }
  tr.group th {
    padding-top: 14px;
    text-align: left;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tr.headline td {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  td[data-diff='better'] {
    background: ${({ theme }) => theme.colors.positiveSoft};
  }
  td[data-diff='worse'] {
    background: ${({ theme }) => theme.colors.negativeSoft};
  }
  td small {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  td[data-diff='better'] small {
    color: ${({ theme }) => theme.colors.positive};
  }
  td[data-diff='worse'] small {
    color: ${({ theme }) => theme.colors.negative};
  }
  th[data-active],
  td[data-active] {
    ${hideInactive}
  }
`;

const Stale = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** What the table shows for one scenario: the inputs it was figured with and the engine's result. */
interface Computed {
  input: PaycheckInput;
  result: PaycheckResult;
}

/** Flat mode's engine is already on the page; W-4 mode's loads on first use. */
async function figure(inputs: PaycheckInput[]): Promise<PaycheckResult[]> {
  const engine = inputs.some((input) => input.taxMode === 'w4')
    ? (await loadTaxEngine()).calculatePaycheck
    : calculatePaycheck;
  return inputs.map((input) => engine(input));
}

const same = (a: PaycheckInput, b: PaycheckInput) => JSON.stringify(a) === JSON.stringify(b);

function Difference({ amount, first }: { amount: number | null; first: number | null }) {
  if (amount === null || first === null) return null;
  const diff = Math.round((amount - first) * 100) / 100;
  if (diff === 0) return null;
  return <small>{`${diff > 0 ? '+' : '−'}${formatMoney(Math.abs(diff))}`}</small>;
}

function diffTone(row: CompareRow, amount: number | null, first: number | null): 'better' | 'worse' | undefined {
  if (amount === null || first === null) return undefined;
  const diff = Math.round((amount - first) * 100) / 100;
  if (diff === 0) return undefined;
  return diff > 0 === (row.better === 'higher') ? 'better' : 'worse';
}

const GROUP_TITLES: Record<CompareRow['group'], string | null> = {
  headline: null,
  pay: 'Pay',
  taxes: 'Taxes by line',
  deductions: 'Deductions',
};

interface ScenarioEditorProps {
  index: number;
  scenario: Scenario;
  active: boolean;
  onChange: (next: Scenario) => void;
  onDuplicate?: () => void;
  onRemove?: () => void;
}

/** The fields a worker changes most between jobs and offers; everything else is kept from the scenario copied. */
function ScenarioEditor({ index, scenario, active, onChange, onDuplicate, onRemove }: ScenarioEditorProps) {
  const id = useId();
  const { input } = scenario;
  const set = (patch: Record<string, unknown>) =>
    onChange({ ...scenario, input: normalizeInput({ ...input, ...patch }) });
  const number = (field: NumberField, label: string) => (
    <div>
      <Label htmlFor={`${id}-${field}`}>{label}</Label>
      <Input
        id={`${id}-${field}`}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        defaultValue={String(input[field])}
        onChange={(event) => set({ [field]: event.target.value })}
      />
    </div>
  );
  const per = (flag: boolean) => (flag ? '% of rate' : '$/h');
  return (
    <Editor
      data-active={active}
      id={`scenario-editor-${index}`}
      data-testid={`scenario-${index}`}
      role="tabpanel"
      aria-labelledby={`scenario-tab-${index}`}
    >
      <legend>{scenarioName(index)}</legend>
      <div>
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          value={scenario.name}
          maxLength={40}
          onChange={(event) => onChange({ ...scenario, name: event.target.value })}
        />
      </div>
      <Pair>
        {number('hourlyRate', 'Hourly Rate')}
        {number('regularHours', 'Regular Hours')}
      </Pair>
      <Pair>
        {number('overtimeHours', 'Overtime Hours')}
        {number('doubleTimeHours', 'Double Time Hours')}
      </Pair>
      <Checkbox
        label="Union member"
        checked={input.isUnion}
        onChange={(event) => set({ isUnion: event.target.checked })}
      />
      {input.isUnion && (
        <>
          <Pair>
            {number('healthWelfare', `Health & Welfare (${per(input.healthWelfareIsPercent)})`)}
            {number('pension', `Pension (${per(input.pensionIsPercent)})`)}
          </Pair>
          <Pair>
            {number('annuity', `Annuity (${per(input.annuityIsPercent)})`)}
            {number('unionDues', `Union Dues (${input.unionDuesIsPercent ? '%' : '$'})`)}
          </Pair>
        </>
      )}
      <div>
        <Label htmlFor={`${id}-mode`}>Taxes</Label>
        <Select id={`${id}-mode`} value={input.taxMode} onChange={(event) => set({ taxMode: event.target.value })}>
          <option value="flat">{TAX_MODE_LABELS.flat}</option>
          <option value="w4">{TAX_MODE_LABELS.w4}</option>
        </Select>
      </div>
      {input.taxMode === 'w4' ? (
        <div>
          <Label htmlFor={`${id}-state`}>State</Label>
          <Select id={`${id}-state`} value={input.state} onChange={(event) => set({ state: event.target.value })}>
            <option value="">Choose a state</option>
            {STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </Select>
        </div>
      ) : (
        number('combinedTaxRate', 'Combined Tax Rate (%)')
      )}
      {number('retirement401k', `Retirement (${input.retirement401kIsPercent ? '% of pay' : '$ a week'})`)}
      <Checkbox
        label="Roth (after tax)"
        checked={input.retirementRoth}
        onChange={(event) => set({ retirementRoth: event.target.checked })}
      />
      <Bar>
        {onDuplicate && (
          <Button size="sm" variant="secondary" onClick={onDuplicate}>
            Duplicate
          </Button>
        )}
        {onRemove && (
          <Button size="sm" variant="ghost" onClick={onRemove}>
            Remove
          </Button>
        )}
      </Bar>
    </Editor>
  );
}

/**
 * docs/product/compare.md: a signed-in worker adds a saved calculation as a scenario: this month's on every plan, older
 * ones with Pro's saved history (the server answers a free account this month's only).
 */
function SavedScenarioPicker({ onAdd }: { onAdd: (scenario: Scenario) => void }) {
  const { user } = useAuth();
  const id = useId();
  const withHistory = canUseFeature(user?.tier, 'savedHistory');
  const saved = useSavedCalculations(withHistory);
  const items = saved.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div>
      <Label htmlFor={id}>Add a saved calculation</Label>
      <Select
        id={id}
        value=""
        disabled={items.length === 0}
        onChange={(event) => {
          const item = items.find((x) => x.id === event.target.value);
          if (item) onAdd({ name: item.name.slice(0, 40), input: normalizeInput(item.inputs) });
        }}
      >
        <option value="">
          {saved.isPending ? 'Loading...' : items.length === 0 ? 'No saved calculations' : 'Choose one'}
        </option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </Select>
      {!withHistory && <Small>{FEATURE_GATES.savedHistory.message}</Small>}
    </div>
  );
}

export interface ComparePanelProps {
  /** The scenarios to start from: the current calculation, or a shared comparison's query string. */
  initial: Scenario[] | string;
  /** Counts one calculation (docs/product/limits.md); false when the limit refused it. */
  onCount: () => Promise<boolean>;
  onClose: () => void;
}

/**
 * docs/product/compare.md: up to four scenarios side by side, each changed from a copy of another; every figure per the
 * chosen period, with each difference to the first scenario marked.
 */
export default function ComparePanel({ initial: from, onCount, onClose }: ComparePanelProps) {
  const [initial] = useState<Scenario[]>(() =>
    (typeof from === 'string' ? (sharedScenarios(from) ?? []) : from).slice(0, MAX_SCENARIOS),
  );
  const [drafts, setDrafts] = useState<Scenario[]>(initial);
  const [computed, setComputed] = useState<(Computed | null)[]>([]);
  const [period, setPeriod] = useState<PeriodKind>('week');
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sharing, setSharing] = useState(false);
  const periodId = useId();
  const { user } = useAuth();
  // Arrow keys move between the tabs (the tablist pattern), Home and End to the first and last.
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: drafts.length - 1,
    };
    if (!(event.key in keys)) return;
    event.preventDefault();
    const next = (keys[event.key] + drafts.length) % drafts.length;
    setActive(next);
    document.getElementById(`scenario-tab-${next}`)?.focus();
  };
  const titleRef = useRef<HTMLHeadingElement>(null);

  const run = async (scenarios: Scenario[]) => {
    try {
      const results = await figure(scenarios.map((s) => s.input));
      setComputed(scenarios.map((s, i) => ({ input: s.input, result: results[i] })));
      setFailed(false);
    } catch (error) {
      console.error('The comparison could not be figured', error);
      setFailed(true);
    }
  };
  // The scenarios it opens with are already counted: the calculation shown, or the shared link's.
  useEffect(() => {
    const start = initial;
    figure(start.map((s) => s.input)).then(
      (results) => setComputed(start.map((s, i) => ({ input: s.input, result: results[i] }))),
      () => setFailed(true),
    );
    titleRef.current?.focus();
    // Only once: later changes wait for Update Comparison.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const stale = drafts.some((d, i) => !computed[i] || !same(d.input, computed[i].input));
  const update = async () => {
    setBusy(true);
    if (await onCount()) await run(drafts);
    setBusy(false);
  };
  const duplicate = (index: number) => {
    if (drafts.length >= MAX_SCENARIOS) return;
    const copy: Scenario = { name: `${drafts[index].name} (copy)`, input: drafts[index].input };
    setDrafts([...drafts, copy]);
    setComputed([...computed, computed[index] && same(computed[index].input, copy.input) ? computed[index] : null]);
    setActive(drafts.length);
  };
  // A saved calculation is figured anew by today's engine; it was counted when it was made.
  const addSaved = (scenario: Scenario) => {
    if (drafts.length >= MAX_SCENARIOS) return;
    const index = drafts.length;
    setDrafts([...drafts, scenario]);
    setComputed([...computed, null]);
    setActive(index);
    figure([scenario.input]).then(
      ([result]) =>
        setComputed((now) => now.map((c, i) => (i === index && c === null ? { input: scenario.input, result } : c))),
      () => setFailed(true),
    );
  };
  const remove = (index: number) => {
    setDrafts(drafts.filter((_, i) => i !== index));
    setComputed(computed.filter((_, i) => i !== index));
    setActive(0);
  };

  const shown = drafts.map((d, i) => ({ name: d.name, figures: computed[i] ?? null }));
  const complete = shown.filter((s): s is { name: string; figures: Computed } => s.figures !== null);
  const rows = complete.length > 0 ? visibleRows(complete.map((s) => s.figures)) : COMPARE_ROWS.slice(0, 5);
  const hasUnion = complete.some((s) => s.figures.result.unionBenefitsTotal > 0);
  const chartKeys = [
    { key: 'netPay', name: 'Net Pay', color: '#0b1f3a' },
    { key: 'leftOver', name: 'Left Over', color: '#0f766e' },
    ...(hasUnion ? [{ key: 'totalPackage', name: 'Total Package', color: '#b45309' }] : []),
  ];
  const rowByKey = (key: string) => COMPARE_ROWS.find((row) => row.key === key) as CompareRow;
  // A group's title goes before its first row.
  const startsGroup = (index: number) => index === 0 || rows[index - 1].group !== rows[index].group;

  return (
    <Panel aria-labelledby="compare-title" data-testid="compare-panel">
      <Head>
        <CardTitle id="compare-title" ref={titleRef} tabIndex={-1}>
          Compare Scenarios
        </CardTitle>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close Comparison
        </Button>
      </Head>
      <Small>
        Start from your calculation, duplicate it and change the job, the local, the hours, the state or Roth instead of
        traditional: up to {MAX_SCENARIOS} side by side. Differences are to {drafts[0]?.name || scenarioName(0)}.
      </Small>

      <Tabs role="tablist" aria-label="Scenarios" onKeyDown={onTabKey}>
        {drafts.map((d, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`scenario-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`scenario-editor-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {d.name || scenarioName(i)}
          </button>
        ))}
      </Tabs>

      <Editors $count={drafts.length}>
        {drafts.map((d, i) => (
          <ScenarioEditor
            key={`${i}-${drafts.length}`}
            index={i}
            scenario={d}
            active={i === active}
            onChange={(next) => setDrafts(drafts.map((x, j) => (j === i ? next : x)))}
            onDuplicate={drafts.length < MAX_SCENARIOS ? () => duplicate(i) : undefined}
            onRemove={i > 0 ? () => remove(i) : undefined}
          />
        ))}
      </Editors>

      <Bar>
        <Button onClick={() => void update()} disabled={busy || !stale}>
          {busy ? 'Comparing...' : 'Update Comparison'}
        </Button>
        <div>
          <Label htmlFor={periodId}>Figures per</Label>
          <Select id={periodId} value={period} onChange={(event) => setPeriod(event.target.value as PeriodKind)}>
            {PERIOD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {PERIOD_LABELS[kind]}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="secondary" onClick={() => setSharing(true)} disabled={stale} aria-expanded={sharing}>
          Share Comparison
        </Button>
      </Bar>
      {user && drafts.length < MAX_SCENARIOS && <SavedScenarioPicker onAdd={addSaved} />}
      {stale && <Stale role="status">Changed: press Update Comparison to figure the scenarios again.</Stale>}
      {failed && <Stale role="alert">The tax tables could not be loaded. Check your connection and try again.</Stale>}
      {sharing && !stale && <ShareLink url={shareUrl(window.location.origin, drafts)} />}

      {complete.length > 0 && (
        <BarChart
          title="Net pay, left over and total package by scenario"
          keys={chartKeys}
          groups={complete.map((s) => ({
            label: s.name,
            values: chartKeys.map((k) => rowAmount(rowByKey(k.key), s.figures.input, s.figures.result, period)),
          }))}
        />
      )}

      <div style={{ overflowX: 'auto' }}>
        <Table data-testid="compare-table">
          <caption style={{ textAlign: 'left', fontSize: '0.875rem', paddingBottom: 4 }}>
            Per {PERIOD_LABELS[period].toLowerCase()}; per-hour rows are rates. {PERIOD_RULE}
          </caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left' }}>
                Figure
              </th>
              {shown.map((s, i) => (
                <th scope="col" key={i} data-active={i === active}>
                  {s.name || scenarioName(i)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.flatMap((row, index) => {
              const out = [];
              if (startsGroup(index)) {
                const title = GROUP_TITLES[row.group];
                if (title)
                  out.push(
                    <tr className="group" key={`group-${row.group}`}>
                      <th scope="rowgroup" colSpan={shown.length + 1}>
                        {title}
                      </th>
                    </tr>,
                  );
              }
              const amounts = shown.map((s) =>
                s.figures ? rowAmount(row, s.figures.input, s.figures.result, period) : null,
              );
              out.push(
                <tr key={row.key} className={row.group === 'headline' ? 'headline' : undefined} data-row={row.key}>
                  <th scope="row">{row.label}</th>
                  {amounts.map((amount, i) => (
                    <td
                      key={i}
                      data-active={i === active}
                      data-diff={i > 0 ? diffTone(row, amount, amounts[0]) : undefined}
                    >
                      {amount === null ? '—' : formatMoney(amount)}
                      {i > 0 && <Difference amount={amount} first={amounts[0]} />}
                    </td>
                  ))}
                </tr>,
              );
              return out;
            })}
          </tbody>
        </Table>
      </div>
    </Panel>
  );
}
