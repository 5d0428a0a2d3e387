import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import type { ScheduledJob } from '@takehome/contracts';
import { callsTo, mockApi } from '../../testing/mockApi';
import { SchedulesCard } from './SchedulesCard';

const job: ScheduledJob = {
  id: '0b0c0d0e-0000-4000-8000-000000000001',
  name: 'Weekday drafts',
  cronPattern: '0 9 * * 1,4',
  schedule: 'TWICE_WEEKLY',
  isActive: true,
  nextRun: '2026-11-23T09:00:00.000Z',
  lastRun: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};

const schedulerLog = () => screen.getByRole('log', { name: 'Scheduler log' });

describe('SchedulesCard', () => {
  it('lists the jobs with run-now, pause and delete', async () => {
    mockApi({ 'GET /api/scheduler/jobs': { jobs: [job] }, 'GET /api/scheduler/log': { lines: [] } });
    renderWithProviders(<SchedulesCard />);

    const row = (await screen.findByText('Weekday drafts')).closest('tr')!;
    expect(within(row).getByText('Twice weekly (Mon & Thu, 9 AM)')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Run Now Weekday drafts' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Pause Weekday drafts' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Weekday drafts' })).toBeInTheDocument();
  });

  it('names every row button with its visible text first (WCAG 2.5.3 label in name)', async () => {
    mockApi({ 'GET /api/scheduler/jobs': { jobs: [job] }, 'GET /api/scheduler/log': { lines: [] } });
    renderWithProviders(<SchedulesCard />);

    const row = (await screen.findByText('Weekday drafts')).closest('tr')!;
    const buttons = within(row).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      expect(button.getAttribute('aria-label') ?? '').toMatch(new RegExp(`^${button.textContent.trim()}\\b`));
    }
  });

  it('creates a schedule from a named one, and only with a name', async () => {
    const calls = mockApi({
      'GET /api/scheduler/jobs': { jobs: [] },
      'GET /api/scheduler/log': { lines: [] },
      'POST /api/scheduler/jobs': () => ({ status: 201, body: job }),
    });
    renderWithProviders(<SchedulesCard />);
    fireEvent.click(screen.getByRole('button', { name: 'New Schedule' }));

    const dialog = screen.getByRole('dialog', { name: 'Create Schedule' });
    const create = within(dialog).getByRole('button', { name: 'Create Schedule' });
    expect(create).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Schedule name'), { target: { value: 'Monthly pillar' } });
    fireEvent.change(within(dialog).getByLabelText('Runs'), { target: { value: 'MONTHLY' } });
    fireEvent.click(create);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST /api/scheduler/jobs')[0].body).toEqual({
      name: 'Monthly pillar',
      schedule: 'MONTHLY',
      isActive: true,
    });
  });

  it("logs 'Error creating schedule: {error}' when the server refuses", async () => {
    mockApi({
      'GET /api/scheduler/jobs': { jobs: [] },
      'GET /api/scheduler/log': { lines: [] },
      'POST /api/scheduler/jobs': () => ({ status: 400, body: { error: 'Name is required' } }),
    });
    renderWithProviders(<SchedulesCard />);
    fireEvent.click(screen.getByRole('button', { name: 'New Schedule' }));
    fireEvent.change(screen.getByLabelText('Schedule name'), { target: { value: 'x' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create Schedule' }));

    await waitFor(() => expect(schedulerLog()).toHaveTextContent('Error creating schedule: Name is required'));
  });

  it("logs 'Error toggling scheduled job' and 'Error deleting scheduled job' on failures", async () => {
    const calls = mockApi({
      'GET /api/scheduler/jobs': { jobs: [job] },
      'GET /api/scheduler/log': { lines: [] },
      [`PATCH /api/scheduler/jobs/${job.id}/toggle`]: () => ({ status: 500, body: { error: 'boom' } }),
      [`DELETE /api/scheduler/jobs/${job.id}`]: () => ({ status: 500, body: { error: 'boom' } }),
    });
    renderWithProviders(<SchedulesCard />);

    fireEvent.click(await screen.findByRole('button', { name: 'Pause Weekday drafts' }));
    await waitFor(() => expect(schedulerLog()).toHaveTextContent('Error toggling scheduled job'));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Weekday drafts' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete schedule?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Schedule' }));
    await waitFor(() => expect(schedulerLog()).toHaveTextContent('Error deleting scheduled job'));
    expect(callsTo(calls, `DELETE /api/scheduler/jobs/${job.id}`)).toHaveLength(1);
  });

  it("logs 'Error in manual blog generation' when run-now fails", async () => {
    mockApi({
      'GET /api/scheduler/jobs': { jobs: [job] },
      'GET /api/scheduler/log': { lines: [] },
      [`POST /api/scheduler/jobs/${job.id}/run`]: () => ({ status: 500, body: { error: 'boom' } }),
    });
    renderWithProviders(<SchedulesCard />);

    fireEvent.click(await screen.findByRole('button', { name: 'Run Now Weekday drafts' }));

    await waitFor(() => expect(schedulerLog()).toHaveTextContent('Error in manual blog generation'));
  });
});
