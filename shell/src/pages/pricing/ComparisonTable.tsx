import styled from 'styled-components';
import type { PlansResponse } from '@takehome/contracts';

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: 12px ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;
  }
  tbody tr:last-child th,
  tbody tr:last-child td {
    border-bottom: 0;
  }
  th[scope='row'] {
    position: sticky;
    left: 0;
    background: ${({ theme }) => theme.colors.surface};
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.navy};
  }
  thead th:first-child {
    position: sticky;
    left: 0;
    text-align: left;
  }
`;

const Yes = styled.span`
  color: ${({ theme }) => theme.colors.positive};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const No = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Value({ value }: { value: boolean | string }) {
  if (typeof value === 'string') return <>{value}</>;
  return value ? <Yes aria-label="Included">✓</Yes> : <No aria-label="Not included">—</No>;
}

/** SPEC.md §2 feature comparison table, every row and column from GET /api/plans. */
export function ComparisonTable({ plans }: { plans: PlansResponse }) {
  return (
    <Scroller tabIndex={0} role="region" aria-label="Feature comparison">
      <Table>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {plans.plans.map((plan) => (
              <th key={plan.id} scope="col">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {plans.comparison.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {plans.plans.map((plan) => (
                <td key={plan.id}>
                  <Value value={row.values[plan.id]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
