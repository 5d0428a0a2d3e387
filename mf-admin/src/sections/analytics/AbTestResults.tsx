import type { AbTestResult } from '@takehome/contracts';
import { AB_WINNER_CONFIDENCE } from '@takehome/contracts';
import styled from 'styled-components';
import { Badge, Card } from '@takehome/web-kit';
import { Table, TableBox } from '../../common/DataTable';
import { formatCount, formatPercent } from '../../common/format';
import { CardHeader, CardNote, Stack } from '../../common/ui';

const Test = styled.article`
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-of-type {
    padding-top: 0;
    border-top: 0;
  }
`;

const TestHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};

  h4 {
    margin: 0;
  }
`;

const Facts = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function TestResult({ test }: { test: AbTestResult }) {
  const winner = test.variants.find((variant) => variant.id === test.winner);
  return (
    <Test aria-labelledby={`ab-${test.testId}`}>
      <TestHeader>
        <h4 id={`ab-${test.testId}`}>{test.testName}</h4>
        {winner ? <Badge tone="positive">Winner: {winner.name}</Badge> : <Badge>No winner yet</Badge>}
      </TestHeader>
      <Facts>
        Confidence {formatPercent(test.confidence)} · minimum sample {formatCount(test.minimumSampleSize)} impressions
        per variant
      </Facts>
      <TableBox>
        <Table aria-label={`${test.testName} variants`} $stackBelow="340px">
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Impressions</th>
              <th scope="col">Conversions</th>
              <th scope="col">Rate</th>
            </tr>
          </thead>
          <tbody>
            {test.variants.map((variant) => (
              <tr key={variant.id}>
                <td data-label="Variant">
                  {variant.name} {variant.id === test.winner && <Badge tone="positive">Winner</Badge>}
                </td>
                <td data-label="Impressions">{formatCount(variant.impressions)}</td>
                <td data-label="Conversions">{formatCount(variant.conversions)}</td>
                <td data-label="Rate">{formatPercent(variant.rate)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableBox>
    </Test>
  );
}

/** docs/product/funnel.md A/B results: each test's confidence, winner and variants. */
export function AbTestResults({ tests }: { tests: AbTestResult[] }) {
  return (
    <Card aria-labelledby="ab-results-title">
      <CardHeader>
        <h3 id="ab-results-title">A/B Test Results</h3>
      </CardHeader>
      <CardNote>
        A winner is declared once every variant has its minimum sample and the confidence reaches {AB_WINNER_CONFIDENCE}
        %.
      </CardNote>
      <Stack>
        {tests.map((test) => (
          <TestResult key={test.testId} test={test} />
        ))}
      </Stack>
    </Card>
  );
}
