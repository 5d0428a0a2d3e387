import { act, fireEvent, screen, within } from '@testing-library/react';
import { calculatePaycheck, formatMoney, normalizeInput, perPeriod } from '@takehome/calc-engine';
import { FEATURE_GATES } from '@takehome/contracts';
import { renderWithProviders, sizeChartBoxes, testUser } from '@takehome/web-kit/testing';
import { mockApi } from '../testing/mockApi';
import { savedCalculation } from '../testing/savedCalculation';
import ComparePanel from './ComparePanel';

const first = normalizeInput({ hourlyRate: 40, overtimeHours: 5, combinedTaxRate: 20, isUnion: true, pension: 6 });

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function renderPanel(onCount = jest.fn(() => Promise.resolve(true))) {
  renderWithProviders(
    <ComparePanel initial={[{ name: 'Union job', input: first }]} onCount={onCount} onClose={() => undefined} />,
  );
  return onCount;
}

const cell = (row: string, column: number) =>
  within(screen.getByTestId('compare-table'))
    .getAllByRole('row')
    .find((r) => r.getAttribute('data-row') === row)
    ?.querySelectorAll('td')[column] as HTMLTableCellElement;

/** The chart's value labels, bar by bar (the figures as whole dollars). */
const chartLabels = (chart: Element) =>
  [...chart.querySelectorAll('text')].map((t) => t.textContent).filter((t) => t?.startsWith('$'));
const dollars = (amount: number) => formatMoney(Math.round(amount)).replace(/\.00$/, '');

describe('ComparePanel', () => {
  let restoreLayout: () => void;
  beforeAll(() => {
    restoreLayout = sizeChartBoxes();
  });
  afterAll(() => restoreLayout());

  it("draws each scenario's net pay, left over and total package as bars the screen reader skips for the table", async () => {
    renderPanel();
    await settle();
    const base = calculatePaycheck(first);
    const chart = document.querySelector('[data-chart]') as HTMLElement;
    const drawing = chart.querySelector('svg.recharts-surface');
    expect(drawing).not.toBeNull();
    expect(drawing?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3);
    expect(chartLabels(chart)).toEqual([base.netPay, base.leftOver, base.totalPackage].map(dollars));

    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    fireEvent.change(within(screen.getByTestId('scenario-1')).getByLabelText('Overtime Hours'), {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update Comparison' }));
    await settle();
    const second = calculatePaycheck({ ...first, overtimeHours: 0 });
    expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(6);
    // Series by series: every scenario's net pay, then left over, then total package.
    expect(chartLabels(chart)).toEqual(
      [base.netPay, second.netPay, base.leftOver, second.leftOver, base.totalPackage, second.totalPackage].map(dollars),
    );
  });

  it('starts from the current calculation, figures a changed duplicate on Update Comparison and marks the differences', async () => {
    const onCount = renderPanel();
    await settle();
    const base = calculatePaycheck(first);
    expect(cell('netPay', 0).textContent).toBe(formatMoney(base.netPay));
    expect(onCount).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    const second = screen.getByTestId('scenario-1');
    fireEvent.change(within(second).getByLabelText('Name'), { target: { value: 'Offer' } });
    fireEvent.change(within(second).getByLabelText('Hourly Rate'), { target: { value: '45' } });
    fireEvent.click(within(second).getByLabelText('Union member'));
    expect(screen.getByText(/press Update Comparison to figure/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Update Comparison' }));
    await settle();
    expect(onCount).toHaveBeenCalledTimes(1);
    const offer = calculatePaycheck({ ...first, hourlyRate: 45, isUnion: false });
    const diff = Math.round((offer.netPay - base.netPay) * 100) / 100;
    expect(cell('netPay', 1).textContent).toBe(
      `${formatMoney(offer.netPay)}${diff > 0 ? '+' : '−'}${formatMoney(Math.abs(diff))}`,
    );
    expect(cell('netPay', 1).dataset.diff).toBe(diff > 0 ? 'better' : 'worse');
    // Less total package without the union's pension: marked as worse.
    expect(cell('totalPackage', 1).dataset.diff).toBe(offer.totalPackage < base.totalPackage ? 'worse' : 'better');
    // The tabs (shown at phone width only) name each scenario.
    expect(screen.getByRole('tab', { name: 'Offer', hidden: true })).toBeInTheDocument();
  });

  it('shows every figure per the chosen period by the one rule, and rates per hour unchanged', async () => {
    renderPanel();
    await settle();
    fireEvent.change(screen.getByLabelText('Figures per'), { target: { value: 'month' } });
    const base = calculatePaycheck(first);
    expect(cell('netPay', 0).textContent).toBe(formatMoney(perPeriod(base.netPay).month));
    expect(cell('packagePerHour', 0).textContent).toBe(formatMoney(base.effectiveHourlyRate));
  });

  it('holds at most four scenarios and refuses an update the usage limit refuses', async () => {
    const onCount = renderPanel(jest.fn(() => Promise.resolve(false)));
    await settle();
    for (let i = 0; i < 3; i += 1) fireEvent.click(screen.getAllByRole('button', { name: 'Duplicate' })[0]);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Duplicate' })).toBeNull();
    // Duplicates have the figures of their original: nothing to update, nothing counted.
    expect(screen.getByRole('button', { name: 'Update Comparison' })).toBeDisabled();
    fireEvent.change(within(screen.getByTestId('scenario-3')).getByLabelText('Overtime Hours'), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update Comparison' }));
    await settle();
    expect(onCount).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/press Update Comparison to figure/)).toBeInTheDocument();
  });

  it("adds a signed-in worker's saved calculation as a scenario, this month's only without Pro's saved history", async () => {
    const saved = savedCalculation(
      'c1',
      { hourlyRate: 36, overtimeHours: 10, combinedTaxRate: 18 },
      undefined,
      'Old job',
    );
    const calls = mockApi([{ path: '/api/calculations', body: { items: [saved], page: 1, pageSize: 20, total: 1 } }]);
    const onCount = jest.fn(() => Promise.resolve(true));
    renderWithProviders(
      <ComparePanel initial={[{ name: 'Union job', input: first }]} onCount={onCount} onClose={() => undefined} />,
      { auth: { user: { ...testUser, tier: 'free' } } },
    );
    await settle();
    await settle();
    expect(screen.getByText(FEATURE_GATES.savedHistory.message)).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/calculations?') && c.url.includes('from='))).toBe(true);
    fireEvent.change(screen.getByLabelText('Add a saved calculation'), { target: { value: 'c1' } });
    await settle();
    expect(cell('netPay', 1).textContent).toContain(formatMoney(saved.results.netPay));
    expect(within(screen.getByTestId('scenario-1')).getByLabelText('Name')).toHaveValue('Old job');
    expect(onCount).not.toHaveBeenCalled();
  });
});
