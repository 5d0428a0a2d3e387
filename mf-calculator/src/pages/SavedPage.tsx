import { useMemo, useState } from 'react';
import { Link } from '@takehome/web-kit/router';
import styled from 'styled-components';
import { canUseFeature, FEATURE_GATES } from '@takehome/contracts';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  FeatureGate,
  PageContainer,
  Skeleton,
  useAuth,
  useDocumentTitle,
} from '@takehome/web-kit';
import { ButtonLink, PageHeader } from '@takehome/web-kit/ui';
import { useSavedCalculations } from '../api/calculations';
import { ExportDialog } from '../saved/ExportDialog';
import { SavedCalculationCard } from '../saved/SavedCalculationCard';
import { SavedSummary } from '../saved/SavedSummary';

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const ProNote = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Empty = styled(Card)`
  text-align: center;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const History = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.negative};
`;

function LoadingCards() {
  return (
    <Grid role="status" aria-busy="true" aria-label="Loading saved calculations">
      {[1, 2, 3].map((n) => (
        <Card key={n}>
          <Skeleton width="60%" height="1.3em" />
          <Skeleton width="30%" />
          <Skeleton height="64px" />
        </Card>
      ))}
    </Grid>
  );
}

/**
 * /saved (docs/product/journeys.md): the user's real saved calculations, with summary, selection, rename, delete and
 * export.
 */
export default function SavedPage() {
  useDocumentTitle('Saved Calculations');
  const { user } = useAuth();
  const withHistory = canUseFeature(user?.tier, 'savedHistory');
  const canExport = canUseFeature(user?.tier, 'export');
  const saved = useSavedCalculations(withHistory);
  const items = useMemo(() => saved.data?.pages.flatMap((page) => page.items) ?? [], [saved.data]);
  const total = saved.data?.pages[0]?.total ?? 0;
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState(false);

  // Only calculations still on screen count as selected (one may have been deleted).
  const selected = items.filter((item) => selectedIds.has(item.id));
  const allSelected = items.length > 0 && selected.length === items.length;
  const select = (id: string, on: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <PageContainer>
      <PageHeader
        title="Saved Calculations"
        actions={
          <Links aria-label="Saved calculations links">
            <ButtonLink to="/analytics" $variant="secondary">
              View Analytics
            </ButtonLink>
            <ButtonLink to="/">Back to Calculator</ButtonLink>
          </Links>
        }
      >
        {withHistory ? 'Every paycheck you saved, newest first.' : 'The paychecks you saved this month, newest first.'}
      </PageHeader>

      {saved.isPending ? (
        <LoadingCards />
      ) : saved.isError ? (
        <Problem role="alert">Failed to fetch calculations</Problem>
      ) : items.length === 0 ? (
        <Empty>
          <h2>No saved calculations yet</h2>
          <p>Calculate your pay, then press Save to Account to keep it here.</p>
          <Link to="/">Go to the calculator</Link>
        </Empty>
      ) : (
        <>
          <SavedSummary items={items} total={total} />
          {canExport ? (
            <Toolbar>
              <Checkbox
                label={`Select all (${items.length})`}
                checked={allSelected}
                onChange={(e) => setSelectedIds(new Set(e.target.checked ? items.map((item) => item.id) : []))}
              />
              <span aria-live="polite">{selected.length} selected</span>
              <Button disabled={selected.length === 0} onClick={() => setExporting(true)}>
                Export Selected
              </Button>
            </Toolbar>
          ) : (
            // Selecting is only for export: a plan without it sees what Pro adds and the way there instead.
            <Toolbar aria-label="Export">
              <ProNote>
                <Badge tone="info">Pro</Badge> Export your calculations as PDF, CSV or Excel.
              </ProNote>
              <ButtonLink to="/pricing" $variant="secondary">
                Export with Pro
              </ButtonLink>
            </Toolbar>
          )}
          <Grid>
            {items.map((item) => (
              <SavedCalculationCard
                key={item.id}
                calculation={item}
                selected={selectedIds.has(item.id)}
                onSelect={canExport ? (on) => select(item.id, on) : undefined}
                onDeleted={() => select(item.id, false)}
              />
            ))}
          </Grid>
          {saved.hasNextPage && (
            <More>
              <Button
                variant="secondary"
                disabled={saved.isFetchingNextPage}
                onClick={() => void saved.fetchNextPage()}
              >
                {saved.isFetchingNextPage ? 'Loading...' : `Load More (${items.length} of ${total})`}
              </Button>
            </More>
          )}
        </>
      )}
      {!withHistory && (
        <History>
          <FeatureGate plan={FEATURE_GATES.savedHistory.plan} message={FEATURE_GATES.savedHistory.message}>
            {null}
          </FeatureGate>
        </History>
      )}
      {exporting && <ExportDialog calculations={selected} onClose={() => setExporting(false)} />}
    </PageContainer>
  );
}
