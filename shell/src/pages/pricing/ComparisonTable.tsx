import { memo, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PlansResponse } from '@takehome/contracts';

const Wrapper = styled.div`
  display: grid;
  /* minmax(0, …): the wide table scrolls in its box instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
`;

const ScrollHint = styled.p`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tealSoft};
  color: ${({ theme }) => theme.colors.navy};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Frame = styled.div`
  position: relative;
`;

/** A shadow on the right edge while columns wait past it. */
const Fade = styled.div`
  position: absolute;
  top: 1px;
  right: 1px;
  bottom: 1px;
  width: 24px;
  border-radius: 0 ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0;
  background: linear-gradient(to right, rgba(15, 23, 42, 0), rgba(15, 23, 42, 0.16));
  pointer-events: none;
`;

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

interface HiddenPlans {
  left: string[];
  right: string[];
}

const NONE: HiddenPlans = { left: [], right: [] };

const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];

/**
 * The plan columns that a narrow screen leaves outside the table's box (or under its sticky first
 * column), on each side: read from the header cells' positions on load, resize and scroll.
 */
function useHiddenPlans() {
  const scroller = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<HiddenPlans>(NONE);

  const measure = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    const { right } = box.getBoundingClientRect();
    const sticky = box.querySelector('thead th:first-child');
    const left = sticky ? sticky.getBoundingClientRect().right : box.getBoundingClientRect().left;
    const next: HiddenPlans = { left: [], right: [] };
    for (const cell of box.querySelectorAll<HTMLElement>('thead th[data-plan]')) {
      const rect = cell.getBoundingClientRect();
      const name = cell.dataset.plan ?? '';
      if (rect.right > right + 1) next.right.push(name);
      else if (rect.left < left - 1) next.left.push(name);
    }
    setHidden((current) =>
      current.left.join() === next.left.join() && current.right.join() === next.right.join() ? current : next,
    );
  }, []);

  useEffect(() => {
    measure();
    // The box and the table change size after the first paint too (fonts, a turned phone): measure
    // again whenever either does.
    const box = scroller.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(box);
    const table = box.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [measure]);

  return { scroller, hidden, measure };
}

/**
 * The table itself, apart from the hint: measuring which plans are out of sight (after the first paint,
 * on every scroll) renders the hint again, not every row.
 */
const PlanTable = memo(function PlanTable({ plans }: { plans: PlansResponse }) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Feature</th>
          {plans.plans.map((plan) => (
            <th key={plan.id} scope="col" data-plan={plan.name}>
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
  );
});

/**
 * docs/product/paths.md feature comparison table, every row and column from GET /api/plans. Where the screen is
 * too narrow for every plan, the table scrolls sideways in its own box, and a line above it names the
 * plans out of sight and which way they are.
 */
export function ComparisonTable({ plans }: { plans: PlansResponse }) {
  const { scroller, hidden, measure } = useHiddenPlans();
  const hint = hidden.right.length > 0 ? hidden.right : hidden.left;
  return (
    <Wrapper>
      {hint.length > 0 && (
        <ScrollHint id="comparison-scroll-hint">
          <span>
            {hidden.right.length > 0 ? 'Scroll the table sideways' : 'Scroll back'} to see {listed(hint)}
          </span>
          <span aria-hidden="true">{hidden.right.length > 0 ? '→' : '←'}</span>
        </ScrollHint>
      )}
      <Frame>
        <Scroller
          ref={scroller}
          tabIndex={0}
          role="region"
          aria-label="Feature comparison"
          aria-describedby={hint.length > 0 ? 'comparison-scroll-hint' : undefined}
          onScroll={measure}
        >
          <PlanTable plans={plans} />
        </Scroller>
        {hidden.right.length > 0 && <Fade aria-hidden="true" />}
      </Frame>
    </Wrapper>
  );
}
