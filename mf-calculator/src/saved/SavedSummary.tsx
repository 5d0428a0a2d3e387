import type { SavedCalculationDto } from '@takehome/contracts';
import { formatMoney } from '@takehome/web-kit';
import { figuresOf } from '../shared/savedFigures';
import { StatCard, StatGrid, toneOf } from '../shared/StatCard';
import { formatNumber } from '../shared/format';

export interface SavedSummaryProps {
  /** The calculations on screen. */
  items: readonly SavedCalculationDto[];
  /** How many the user has saved in all. */
  total: number;
}

/** The summary cards over the saved calculations shown. */
export function SavedSummary({ items, total }: SavedSummaryProps) {
  const sum = (pick: (c: SavedCalculationDto) => number) => items.reduce((acc, c) => acc + pick(c), 0);
  const count = Math.max(items.length, 1);
  const totalLeftOver = sum((c) => c.results.leftOver);
  return (
    <StatGrid aria-label="Summary">
      <StatCard label="Saved Calculations" value={formatNumber(total)} />
      <StatCard label="Average Net Pay" value={formatMoney(sum((c) => c.results.netPay) / count)} />
      <StatCard label="Average Hours" value={formatNumber(sum((c) => figuresOf(c).result.totalHours) / count)} />
      <StatCard label="Total Left Over" value={formatMoney(totalLeftOver)} tone={toneOf(totalLeftOver)} />
    </StatGrid>
  );
}
