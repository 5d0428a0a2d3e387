import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { PAY_FREQUENCY_LABELS, type PayFrequency, type PaycheckInput } from '@takehome/calc-engine';
import type { YearMilestone, YearToDate, YearView } from '@takehome/calc-engine/tax';
import { Button, Card, Input, Label, Select, formatMoney } from '@takehome/web-kit';
import { LineChart } from '../charts/LineChart';
import { loadTaxEngine } from '../calculator/calculation';
import { CardTitle } from '../shared/CardTitle';

const FREQUENCIES: PayFrequency[] = ['weekly', 'biweekly', 'semimonthly', 'monthly'];
const YTD_FIELDS: { key: keyof YearToDate; label: string }[] = [
  { key: 'periodsPaid', label: 'Paychecks already received this year' },
  { key: 'grossPay', label: 'Gross pay so far' },
  { key: 'taxes', label: 'Taxes withheld so far' },
  { key: 'netPay', label: 'Net pay so far' },
  { key: 'retirementDeferrals', label: '401(k) deferred so far' },
  { key: 'qualifiedOvertime', label: 'Overtime premium so far (the half of time-and-a-half)' },
];

/** The few words each yearly limit gets beside its line on the chart; the list under the chart says it in full. */
const MARK_LABELS: Record<keyof YearView['milestones'], string> = {
  socialSecurityWageBase: 'Social Security wage base',
  overtimeDeductionCap: 'Overtime deduction cap',
  deferralLimit: '401(k) limit',
};

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

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
`;

const Notes = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Marks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  li {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-left: 3px solid ${({ theme }) => theme.colors.warning};
    background: ${({ theme }) => theme.colors.warningSoft};
  }
`;

/** Hidden on screen until asked for, but always there for screen readers (the chart's own figures). */
const TableBox = styled.div<{ $open: boolean }>`
  max-height: 420px;
  overflow: auto;
  ${({ $open }) =>
    $open
      ? ''
      : `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`}
  @media print {
    display: none;
  }

  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: 4px 8px;
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
    white-space: nowrap;
  }
  tr[data-mark] {
    background: ${({ theme }) => theme.colors.warningSoft};
  }
  th.mark,
  td.mark {
    min-width: 14em;
    text-align: left;
    white-space: normal;
  }
`;

export interface YearAheadProps {
  input: PaycheckInput;
  onClose: () => void;
}

/** docs/product/pay-periods.md: the rest of the year paycheck by paycheck, and where the yearly limits bite. */
export default function YearAhead({ input, onClose }: YearAheadProps) {
  const id = useId();
  const [frequency, setFrequency] = useState<PayFrequency>(
    FREQUENCIES.includes(input.payFrequency) ? input.payFrequency : 'weekly',
  );
  const [ytd, setYtd] = useState<Record<string, string>>({});
  const [view, setView] = useState<YearView | null>(null);
  const [failed, setFailed] = useState(false);
  const [tableOpen, setTableOpen] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  useEffect(() => {
    let live = true;
    loadTaxEngine()
      .then(({ yearView }) => {
        if (!live) return;
        const numbers = Object.fromEntries(Object.entries(ytd).map(([k, v]) => [k, Number(v) || 0]));
        setView(yearView({ input, payFrequency: frequency, ytd: numbers }));
        setFailed(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [input, frequency, ytd]);

  const marks = view
    ? (Object.entries(view.milestones) as [keyof YearView['milestones'], YearMilestone | null][]).flatMap(([key, m]) =>
        m ? [{ key, ...m }] : [],
      )
    : [];
  const first = view?.periods[0]?.period ?? 1;
  return (
    <Panel aria-labelledby="year-title" data-testid="year-ahead">
      <Head>
        <CardTitle id="year-title" ref={titleRef} tabIndex={-1}>
          The Year Ahead
        </CardTitle>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close Year Ahead
        </Button>
      </Head>
      <Fields>
        <div>
          <Label htmlFor={`${id}-frequency`}>Paid</Label>
          <Select
            id={`${id}-frequency`}
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as PayFrequency)}
          >
            {FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {PAY_FREQUENCY_LABELS[f]}
              </option>
            ))}
          </Select>
        </div>
        {YTD_FIELDS.map((field) => (
          <div key={field.key}>
            <Label htmlFor={`${id}-${field.key}`}>{field.label}</Label>
            <Input
              id={`${id}-${field.key}`}
              type="number"
              min={0}
              step={field.key === 'periodsPaid' ? 1 : 'any'}
              inputMode="decimal"
              value={ytd[field.key] ?? ''}
              placeholder="0"
              onChange={(event) => setYtd({ ...ytd, [field.key]: event.target.value })}
            />
          </div>
        ))}
      </Fields>
      {failed && <p role="alert">The tax tables could not be loaded. Check your connection and try again.</p>}
      {!view && !failed && <p role="status">Figuring the year...</p>}
      {view && (
        <>
          <LineChart
            title="Cumulative gross, taxes and net pay through the year"
            xLabels={view.periods.map((p) => String(p.period))}
            xName={view.periodName}
            series={[
              { name: 'Gross pay', color: '#0b1f3a', values: view.periods.map((p) => p.cumulative.grossPay) },
              { name: 'Net pay', color: '#0f766e', dash: '8 4', values: view.periods.map((p) => p.cumulative.netPay) },
              { name: 'Taxes', color: '#b91c1c', dash: '2 3', values: view.periods.map((p) => p.cumulative.taxes) },
            ]}
            marks={marks.filter((m) => !m.before).map((m) => ({ at: m.period - first, label: MARK_LABELS[m.key] }))}
          />
          <Marks aria-label="Yearly limits" data-testid="year-marks">
            {marks.length === 0 ? (
              <li>No yearly limit is reached this year.</li>
            ) : (
              marks.map((m) => <li key={m.text}>{m.text}</li>)
            )}
          </Marks>
          <p>
            By the end of the year: gross <strong>{formatMoney(view.totals.grossPay)}</strong>, taxes{' '}
            <strong>{formatMoney(view.totals.taxes)}</strong>, net <strong>{formatMoney(view.totals.netPay)}</strong>.
          </p>
          <div>
            <Button size="sm" variant="secondary" onClick={() => setTableOpen(!tableOpen)} aria-expanded={tableOpen}>
              {tableOpen ? 'Hide the table' : 'Show the table'}
            </Button>
          </div>
          <TableBox
            $open={tableOpen}
            data-testid="year-table"
            role="region"
            aria-label="The year ahead, paycheck by paycheck"
            tabIndex={tableOpen ? 0 : -1}
          >
            <table>
              <caption style={{ textAlign: 'left' }}>
                Each paycheck of the rest of the year and the totals after it
              </caption>
              <thead>
                <tr>
                  <th scope="col">{view.periodName}</th>
                  <th scope="col">Gross</th>
                  <th scope="col">Taxes</th>
                  {view.periods[0]?.socialSecurity !== null && <th scope="col">Social Security</th>}
                  <th scope="col">401(k)</th>
                  <th scope="col">Net</th>
                  <th scope="col">Gross so far</th>
                  <th scope="col">Taxes so far</th>
                  <th scope="col">Net so far</th>
                  <th scope="col" className="mark">
                    Limit reached
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.periods.map((p) => {
                  const here = marks.filter((m) => !m.before && m.period === p.period);
                  return (
                    <tr key={p.period} data-mark={here.length > 0 ? '' : undefined}>
                      <th scope="row">{p.period}</th>
                      <td>{formatMoney(p.grossPay)}</td>
                      <td>{formatMoney(p.taxes)}</td>
                      {p.socialSecurity !== null && <td>{formatMoney(p.socialSecurity)}</td>}
                      <td>{formatMoney(p.retirementDeferral)}</td>
                      <td>{formatMoney(p.netPay)}</td>
                      <td>{formatMoney(p.cumulative.grossPay)}</td>
                      <td>{formatMoney(p.cumulative.taxes)}</td>
                      <td>{formatMoney(p.cumulative.netPay)}</td>
                      <td className="mark">{here.map((m) => m.text).join('; ')}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableBox>
          <Notes>
            {view.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </Notes>
        </>
      )}
    </Panel>
  );
}
