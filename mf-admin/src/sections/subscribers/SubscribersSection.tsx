import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { SUBSCRIBER_SOURCES, type Subscriber, type SubscriberSource, type SubscriberStatus } from '@takehome/contracts';
import { Button, Card, Field, Input, Select, Skeleton, useAuth, useToast } from '@takehome/web-kit';
import { EmptyState, saveFile, StatCard, StatGrid } from '@takehome/web-kit/ui';
import {
  NO_SUBSCRIBER_FILTERS,
  SUBSCRIBERS_PAGE_SIZE,
  fetchSubscribersCsv,
  useDeleteSubscriber,
  useSubscribers,
  type SubscriberFilters,
} from '../../api/subscribers';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { Table, TableBox } from '../../common/DataTable';
import { errorText } from '../../common/errors';
import { formatCount } from '../../common/format';
import { Pager } from '../../common/Pager';
import { ErrorNote, VisuallyHidden } from '../../common/ui';
import { DashboardSection } from '../../layout/DashboardSection';
import { SubscriberRow } from './SubscriberRow';

const SEARCH_DELAY_MS = 300;

const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(200px, 2fr) repeat(2, minmax(140px, 1fr)) auto;
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.md};

  input,
  select,
  button {
    height: 44px;
  }

  @container (max-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const STATUS_LABELS: Record<SubscriberStatus, string> = {
  all: 'All statuses',
  active: 'Active',
  unsubscribed: 'Unsubscribed',
};

/**
 * docs/product/paths.md Email Subscribers: totals, search, source and status filters, inline edit and delete, CSV
 * export.
 */
export function SubscribersSection() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<SubscriberFilters>(NO_SUBSCRIBER_FILTERS);
  const [offset, setOffset] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const list = useSubscribers(filters, offset);
  const remove = useDeleteSubscriber();
  const { showToast } = useToast();
  const { accessToken } = useAuth();

  const applyFilters = (changes: Partial<SubscriberFilters>) => {
    setFilters((current) => ({ ...current, ...changes }));
    setOffset(0);
  };

  useEffect(() => {
    const timer = setTimeout(() => {
      setFilters((current) => (current.q === search.trim() ? current : { ...current, q: search.trim() }));
      setOffset(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const csv = await fetchSubscribersCsv(filters, accessToken);
      saveFile(
        new Blob([csv], { type: 'text/csv;charset=utf-8' }),
        `takehome-subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (error) {
      showToast({ title: 'Export failed', description: errorText(error), tone: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => showToast({ title: 'Subscriber deleted', description: deleting.email, tone: 'success' }),
      onError: (error) => showToast({ title: `Error deleting subscriber: ${errorText(error)}`, tone: 'error' }),
      onSettled: () => setDeleting(null),
    });
  };

  const totals = list.data?.totals;
  return (
    <DashboardSection title="Email Subscribers" description="Everyone on the weekly tips newsletter.">
      <StatGrid $min="100px">
        <StatCard label="Total" value={totals && formatCount(totals.total)} />
        <StatCard label="Active" value={totals && formatCount(totals.active)} />
        <StatCard label="This Month" value={totals && formatCount(totals.thisMonth)} />
      </StatGrid>
      <Card aria-label="Subscriber list">
        <Toolbar role="search">
          <Field label="Search" htmlFor="subscriber-search">
            <Input
              id="subscriber-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Email or first name"
            />
          </Field>
          <Field label="Source" htmlFor="subscriber-source">
            <Select
              id="subscriber-source"
              value={filters.source}
              onChange={(event) => applyFilters({ source: event.target.value as SubscriberSource | '' })}
            >
              <option value="">All sources</option>
              {SUBSCRIBER_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {source}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Status" htmlFor="subscriber-status">
            <Select
              id="subscriber-status"
              value={filters.status}
              onChange={(event) => applyFilters({ status: event.target.value as SubscriberStatus })}
            >
              {Object.entries(STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
          <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting || !list.data?.total}>
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        </Toolbar>
        {list.isPending && <Skeleton height="120px" />}
        {list.isError && <ErrorNote>The subscribers could not be loaded: {errorText(list.error)}</ErrorNote>}
        {list.data?.subscribers.length === 0 && (
          <EmptyState>{totals?.total ? 'No subscribers match these filters.' : 'No subscribers yet.'}</EmptyState>
        )}
        {list.data && list.data.subscribers.length > 0 && (
          <TableBox>
            <Table aria-label="Subscribers">
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">First name</th>
                  <th scope="col">Source</th>
                  <th scope="col">Status</th>
                  <th scope="col">Subscribed</th>
                  <th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.subscribers.map((subscriber) => (
                  <SubscriberRow key={subscriber.id} subscriber={subscriber} onDelete={setDeleting} />
                ))}
              </tbody>
            </Table>
          </TableBox>
        )}
        {list.data && (
          <Pager
            label="Subscriber pages"
            offset={offset}
            pageSize={SUBSCRIBERS_PAGE_SIZE}
            total={list.data.total}
            onChange={setOffset}
          />
        )}
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete subscriber?"
        confirmLabel="Delete Subscriber"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting?.email} will be removed from the list and get no more emails.
      </ConfirmDialog>
    </DashboardSection>
  );
}
