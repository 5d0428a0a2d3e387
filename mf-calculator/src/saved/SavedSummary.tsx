import type { SavedCalculationDto } from '@takehome/contracts';
import { formatMoney } from '@takehome/web-kit';
import { StatCard, StatList, toneOf } from '@takehome/web-kit/ui';
import { figuresOf } from '../shared/savedFigures';
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
    <StatList aria-label="Summary">
      <StatCard look="inset" label="Saved Calculations" value={formatNumber(total)} />
      <StatCard look="inset" label="Average Net Pay" value={formatMoney(sum((c) => c.results.netPay) / count)} />
      <StatCard
        look="inset"
        label="Average Hours"
        value={formatNumber(sum((c) => figuresOf(c).result.totalHours) / count)}
      />
      <StatCard look="inset" label="Total Left Over" value={formatMoney(totalLeftOver)} tone={toneOf(totalLeftOver)} />
    </StatList>
  );
}
