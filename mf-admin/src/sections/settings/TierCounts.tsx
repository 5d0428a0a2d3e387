import { TIERS, type Tier } from '@takehome/contracts';
import styled from 'styled-components';
import { Card, Skeleton } from '@takehome/web-kit';
import { formatCount } from '../../common/format';
import { CardHeader } from '../../common/ui';

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: capitalize;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Total = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** How many accounts each tier has, over every user. */
export function TierCounts({ counts }: { counts: Record<Tier, number> | undefined }) {
  const total = counts && Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    <Card aria-labelledby="tier-counts-title">
      <CardHeader>
        <h3 id="tier-counts-title">Users by Tier</h3>
        {total !== undefined && <Total>{formatCount(total)} users in all</Total>}
      </CardHeader>
      {counts ? (
        <Counts>
          {TIERS.map((tier) => (
            <div key={tier}>
              <dt>{tier}</dt>
              <dd>{formatCount(counts[tier])}</dd>
            </div>
          ))}
        </Counts>
      ) : (
        <Skeleton height="64px" />
      )}
    </Card>
  );
}
