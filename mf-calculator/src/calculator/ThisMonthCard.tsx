import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, formatMoney, Skeleton } from '@takehome/web-kit';
import { formatDate, StatCard, StatList, toneOf } from '@takehome/web-kit/ui';
import { useMonthlySummary, useRecentCalculations } from '../api/calculations';
import { CardTitle } from '../shared/CardTitle';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
  }
`;

const Recent = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;

  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 2px ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .amount {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const LeftOver = styled.small<{ $tone: 'positive' | 'negative' }>`
  && {
    color: ${({ theme, $tone }) => theme.colors[$tone]};
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.negative};
`;

function RecentCalculations({ userId }: { userId: string }) {
  const recent = useRecentCalculations(userId);
  if (recent.isPending) return <Skeleton height="96px" />;
  if (recent.isError) return <Problem role="alert">Failed to fetch calculations</Problem>;
  if (recent.data.length === 0) return <p>No calculations saved this month yet.</p>;
  return (
    <Recent aria-label="Recent calculations">
      {recent.data.map((row) => (
        <li key={row.id}>
          <strong>{row.name}</strong>
          <span className="amount">Net pay {formatMoney(row.netPay)}</span>
          <small>{formatDate(row.calculationDate)}</small>
          <LeftOver className="amount" $tone={toneOf(row.leftOver)}>
            Left over {formatMoney(row.leftOver)}
          </LeftOver>
        </li>
      ))}
    </Recent>
  );
}

/**
 * docs/product/paths.md 'This Month' card for signed-in users: the month's totals and, on demand, the 5 newest saves.
 */
export function ThisMonthCard({ userId }: { userId: string }) {
  const summary = useMonthlySummary(userId);
  const [showDetails, setShowDetails] = useState(false);
  const data = summary.data;

  return (
    <Card aria-labelledby="this-month-title">
      <Header>
        <CardTitle id="this-month-title">This Month</CardTitle>
        <Button variant="secondary" size="sm" aria-expanded={showDetails} onClick={() => setShowDetails((s) => !s)}>
          {showDetails ? 'Hide Details' : 'Show Details'}
        </Button>
      </Header>
      {summary.isError ? (
        <Problem role="alert">Failed to fetch analytics</Problem>
      ) : (
        <StatList>
          <StatCard look="inset" label="Calculations" value={data?.totalCalculations} />
          <StatCard look="inset" label="Total Net Pay" value={data && formatMoney(data.totalNetPay)} />
          <StatCard look="inset" label="Average Gross" value={data && formatMoney(data.averageGrossPay)} />
          <StatCard
            look="inset"
            label="Left Over"
            value={data && formatMoney(data.totalLeftOver)}
            tone={data ? toneOf(data.totalLeftOver) : 'plain'}
          />
        </StatList>
      )}
      {showDetails && <RecentCalculations userId={userId} />}
    </Card>
  );
}
