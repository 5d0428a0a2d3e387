import { useState } from 'react';
import type { ScheduledJob } from '@takehome/contracts';
import { Badge, Button, Card, Skeleton } from '@takehome/web-kit';
import { EmptyState } from '@takehome/web-kit/ui';
import { useMergedLog } from '../../api/activityLog';
import {
  SCHEDULER_LOG_LINES,
  useDeleteJob,
  useRunJob,
  useScheduledJobs,
  useSchedulerLog,
  useToggleJob,
} from '../../api/scheduler';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { CellNote, Table, TableBox } from '../../common/DataTable';
import { formatDateTime } from '../../common/format';
import { LogPanel } from '../../common/LogPanel';
import { CardHeader, CardNote, ErrorNote, Stack, VisuallyHidden } from '../../common/ui';
import { CreateScheduleModal } from './CreateScheduleModal';
import { scheduleLabel } from './scheduleLabels';

function JobRow({ job, onDelete }: { job: ScheduledJob; onDelete: (job: ScheduledJob) => void }) {
  const toggle = useToggleJob();
  const run = useRunJob();
  return (
    <tr>
      <td data-label="Name">
        <strong>{job.name}</strong>
      </td>
      <td data-label="Schedule">
        {scheduleLabel(job)}
        <CellNote>{job.cronPattern}</CellNote>
      </td>
      <td data-label="Status">
        <Badge tone={job.isActive ? 'positive' : 'neutral'}>{job.isActive ? 'Active' : 'Paused'}</Badge>
      </td>
      <td data-label="Next run" data-nowrap>
        {formatDateTime(job.nextRun)}
      </td>
      <td data-label="Last run" data-nowrap>
        {formatDateTime(job.lastRun)}
      </td>
      <td data-actions>
        <Button
          size="sm"
          onClick={() => run.mutate(job.id)}
          disabled={run.isPending}
          aria-label={`${run.isPending ? 'Running...' : 'Run Now'} ${job.name}`}
        >
          {run.isPending ? 'Running...' : 'Run Now'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => toggle.mutate(job.id)}
          disabled={toggle.isPending}
          aria-label={`${job.isActive ? 'Pause' : 'Resume'} ${job.name}`}
        >
          {job.isActive ? 'Pause' : 'Resume'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onDelete(job)} aria-label={`Delete ${job.name}`}>
          Delete
        </Button>
      </td>
    </tr>
  );
}

/**
 * docs/product/paths.md: the schedules with run-now, pause/resume and delete, the create modal and the last 5 log
 * lines.
 */
export function SchedulesCard() {
  const jobs = useScheduledJobs();
  const log = useSchedulerLog();
  const lines = useMergedLog('scheduler', log.data?.lines, SCHEDULER_LOG_LINES);
  const remove = useDeleteJob();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ScheduledJob | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  return (
    <Card aria-labelledby="schedules-title">
      <CardHeader>
        <h3 id="schedules-title">Blog Scheduling</h3>
        <Button size="sm" onClick={() => setCreating(true)}>
          New Schedule
        </Button>
      </CardHeader>
      <CardNote>Each run writes the next roadmap article as a draft for review.</CardNote>
      <Stack>
        {jobs.isPending && <Skeleton height="48px" />}
        {jobs.isError && <ErrorNote>The schedules could not be loaded.</ErrorNote>}
        {jobs.data?.jobs.length === 0 && (
          <EmptyState>No schedules yet. Create one to write drafts automatically.</EmptyState>
        )}
        {jobs.data && jobs.data.jobs.length > 0 && (
          <TableBox>
            <Table aria-label="Schedules">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Schedule</th>
                  <th scope="col">Status</th>
                  <th scope="col">Next run</th>
                  <th scope="col">Last run</th>
                  <th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {jobs.data.jobs.map((job) => (
                  <JobRow key={job.id} job={job} onDelete={setDeleting} />
                ))}
              </tbody>
            </Table>
          </TableBox>
        )}
        <div>
          <h4 id="scheduler-log-title">Scheduler Log</h4>
          <LogPanel label="Scheduler log" lines={lines} emptyText="No scheduler activity yet." />
        </div>
      </Stack>
      <CreateScheduleModal open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete schedule?"
        confirmLabel="Delete Schedule"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        “{deleting?.name}” will stop running. Posts it already wrote stay.
      </ConfirmDialog>
    </Card>
  );
}
