import { act, fireEvent, screen, within } from '@testing-library/react';
import { formatMoney, normalizeInput } from '@takehome/calc-engine';
import { yearView } from '@takehome/calc-engine/tax';
import { renderWithProviders, sizeChartBoxes } from '@takehome/web-kit/testing';
import YearAhead from './YearAhead';

const high = normalizeInput({ hourlyRate: 125, taxMode: 'w4', state: 'TX' });

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('YearAhead', () => {
  let restoreLayout: () => void;
  beforeAll(() => {
    restoreLayout = sizeChartBoxes(640);
  });
  afterAll(() => restoreLayout());

  it('draws gross, taxes and net so far with a line where the wage base stops Social Security, the table behind it', async () => {
    const view = yearView({ input: high, payFrequency: 'weekly' });
    const stop = view.milestones.socialSecurityWageBase;
    expect(stop?.period).toBe(37);
    renderWithProviders(<YearAhead input={high} onClose={() => undefined} />);
    await screen.findByTestId('year-marks');

    const chart = document.querySelector('[data-chart]') as HTMLElement;
    expect(chart.querySelector('svg.recharts-surface')?.closest('[aria-hidden="true"]')).not.toBeNull();
    const lines = [...chart.querySelectorAll('.recharts-line-curve')];
    expect(lines.map((line) => line.getAttribute('stroke-dasharray'))).toEqual([null, '8 4', '2 3']);
    // One point per paycheck: the path has 52 of them.
    expect(lines[0].getAttribute('d')?.match(/[ML]/g)).toHaveLength(52);
    const marks = [...chart.querySelectorAll('.recharts-reference-line')];
    expect(marks).toHaveLength(1);
    expect(marks[0].textContent).toBe('Social Security wage base');
    // The mark stands on week 37's point of the lines (the 37th of 52).
    const [, x37] =
      lines[0]
        .getAttribute('d')
        ?.match(/(?:[ML])([\d.]+),[\d.]+/g)?.[36]
        ?.match(/([\d.]+),/) ?? [];
    expect(Number(marks[0].querySelector('line')?.getAttribute('x1'))).toBeCloseTo(Number(x37), 1);

    expect(screen.getByTestId('year-marks').textContent).toBe(stop?.text);
    // The table is in the page for screen readers, shown on screen on request.
    const table = within(screen.getByRole('region', { name: 'The year ahead, paycheck by paycheck' }));
    expect(table.getAllByRole('row')).toHaveLength(53);
    expect(table.getAllByRole('row')[52].textContent).toContain(formatMoney(view.totals.netPay));
    fireEvent.click(screen.getByRole('button', { name: 'Show the table' }));
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('redraws for another pay frequency', async () => {
    renderWithProviders(<YearAhead input={high} onClose={() => undefined} />);
    await screen.findByTestId('year-marks');
    fireEvent.change(screen.getByLabelText('Paid'), { target: { value: 'monthly' } });
    await settle();
    const view = yearView({ input: high, payFrequency: 'monthly' });
    const line = document.querySelector('[data-chart] .recharts-line-curve');
    expect(line?.getAttribute('d')?.match(/[ML]/g)).toHaveLength(12);
    expect(screen.getByTestId('year-marks').textContent).toBe(view.milestones.socialSecurityWageBase?.text);
  });
});
