import type { FunnelIssue } from '@takehome/contracts';
import styled from 'styled-components';
import { Badge, Card } from '@takehome/web-kit';
import { EmptyState, PlainList } from '@takehome/web-kit/ui';
import { CardHeader } from '../../common/ui';

const Issue = styled.li<{ $critical: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $critical }) => ($critical ? theme.colors.negative : theme.colors.warning)};
  border-radius: ${({ theme }) => theme.radii.md};

  h4 {
    margin: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p:last-child {
    margin: 0;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const IMPACT_LABELS: Record<FunnelIssue['impact'], string> = {
  high: 'High impact',
  medium: 'Medium impact',
  low: 'Low impact',
};

/** docs/product/funnel.md funnel issues, each with what to do about it. */
export function FunnelIssues({ issues }: { issues: FunnelIssue[] }) {
  return (
    <Card aria-labelledby="funnel-issues-title">
      <CardHeader>
        <h3 id="funnel-issues-title">Funnel Issues</h3>
      </CardHeader>
      {issues.length === 0 ? (
        <EmptyState>No funnel issues found.</EmptyState>
      ) : (
        <PlainList>
          {issues.map((issue) => (
            <Issue key={issue.id} $critical={issue.type === 'critical'}>
              <Tags>
                <Badge tone={issue.type === 'critical' ? 'negative' : 'warning'}>
                  {issue.type === 'critical' ? 'Critical' : 'Warning'}
                </Badge>
                <Badge>{IMPACT_LABELS[issue.impact]}</Badge>
              </Tags>
              <h4>{issue.title}</h4>
              <p>{issue.description}</p>
              <p>
                <strong>Recommendation:</strong> {issue.recommendation}
              </p>
            </Issue>
          ))}
        </PlainList>
      )}
    </Card>
  );
}
