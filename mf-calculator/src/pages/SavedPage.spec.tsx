import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, testUser } from '@takehome/web-kit/testing';
import { mockApi } from '../testing/mockApi';
import { savedCalculation } from '../testing/savedCalculation';
import SavedPage from './SavedPage';

const first = savedCalculation(
  '11111111-1111-4111-8111-111111111111',
  { hourlyRate: 25, regularHours: 40 },
  undefined,
  'Base week',
);
const second = savedCalculation(
  '22222222-2222-4222-8222-222222222222',
  { hourlyRate: 30, regularHours: 40, overtimeHours: 5, isUnion: true, pension: 4 },
  undefined,
  'Overtime week',
);

function listApi(items = [first, second]) {
  return mockApi([
    { path: '/api/calculations', body: { items, page: 1, pageSize: 50, total: items.length } },
    { method: 'POST', path: '/api/calculations/export', body: items },
    { method: 'DELETE', path: /\/api\/calculations\/.+/, status: 204 },
    { method: 'PATCH', path: /\/api\/calculations\/.+/, respond: ({ body }) => ({ ...first, ...(body as object) }) },
  ]);
}

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

async function renderSaved(tier: 'free' | 'pro' = 'pro') {
  renderWithProviders(<SavedPage />, { route: '/saved', auth: { user: { ...testUser, tier } } });
  await act(() => Promise.resolve());
}

describe('/saved', () => {
  it('shows summary cards and a card per saved calculation, with links to analytics and home', async () => {
    listApi();
    await renderSaved();

    expect(await screen.findByRole('article', { name: 'Base week' })).toHaveTextContent('Net Pay$1,000.00');
    expect(screen.getByRole('article', { name: 'Overtime week' })).toHaveTextContent('Union');
    const summary = within(screen.getByLabelText('Summary'));
    expect(summary.getByText('Saved Calculations').nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'View Analytics' })).toHaveAttribute('href', '/analytics');
    expect(screen.getByRole('link', { name: 'Back to Calculator' })).toHaveAttribute('href', '/');
  });

  it("lists only this month's calculations for a free user, with history and export behind the Pro gate (docs/product/plans.md)", async () => {
    const calls = listApi([first]);
    await renderSaved('free');

    expect(await screen.findByRole('article', { name: 'Base week' })).toBeInTheDocument();
    const list = calls.find((c) => c.method === 'GET' && c.url.startsWith('/api/calculations?'))!;
    const from = new URL(list.url, 'http://x').searchParams.get('from')!;
    const now = new Date();
    expect(new Date(from)).toEqual(new Date(now.getFullYear(), now.getMonth(), 1));
    expect(screen.queryByRole('button', { name: 'Export Selected' })).not.toBeInTheDocument();
    // Nothing to select for: the export Pro adds is named, with the way to it.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(/Export your calculations as PDF, CSV or Excel/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export with Pro' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('heading', { name: 'Pro Feature' })).toBeInTheDocument();
    // The gate's own sentence (FEATURE_GATES.savedHistory), not the generic one.
    expect(
      screen.getByText(
        'Saved calculation history is part of Pro. Upgrade to Pro to see calculations from before this month.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Upgrade to Pro to unlock this feature')).not.toBeInTheDocument();
  });

  it('selects all and exports the selection as a CSV file', async () => {
    const calls = listApi();
    const createObjectURL = jest.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderSaved();
    await screen.findByRole('article', { name: 'Base week' });
    expect(screen.getByRole('button', { name: 'Export Selected' })).toBeDisabled();

    fireEvent.click(screen.getByLabelText('Select all (2)'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Export Selected' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Export Calculations' }));
    expect(dialog.getByText('2 calculations selected')).toBeInTheDocument();
    expect(dialog.getByText('Net Pay').closest('div')).toHaveTextContent(
      `$${(first.results.netPay + second.results.netPay).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    fireEvent.click(dialog.getByLabelText('CSV'));
    fireEvent.click(dialog.getByRole('button', { name: 'Export CSV' }));

    expect(await dialog.findByRole('status')).toHaveTextContent(/takehome-calculations-.*\.csv is downloading\./);
    const [[blob]] = createObjectURL.mock.calls as unknown as [[Blob]];
    const csv = await readText(blob);
    expect(csv.split('\r\n')[0]).toMatch(/^Name,Date,Hourly Rate/);
    expect(csv).toContain('Base week');
    expect(csv).toContain('Overtime week');
    expect(click).toHaveBeenCalled();
    click.mockRestore();
    // The file is made from the server's copy, which only Pro gets (docs/product/plans.md).
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [first.id, second.id] });
  });

  it('deletes a calculation after confirmation', async () => {
    const calls = listApi();
    await renderSaved();
    await screen.findByRole('article', { name: 'Base week' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Base week' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete calculation?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await act(() => Promise.resolve());

    expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', url: `/api/calculations/${first.id}` }));
    expect(calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/calculations?'))).toHaveLength(2);
  });

  it('renames a calculation', async () => {
    const calls = listApi();
    await renderSaved();
    await screen.findByRole('article', { name: 'Base week' });

    fireEvent.click(screen.getByRole('button', { name: 'Rename Base week' }));
    fireEvent.change(screen.getByLabelText('Calculation name'), { target: { value: 'First job' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Name' }));
    await act(() => Promise.resolve());

    expect(calls).toContainEqual({
      method: 'PATCH',
      url: `/api/calculations/${first.id}`,
      body: { name: 'First job' },
    });
  });

  it('says so when nothing is saved yet', async () => {
    listApi([]);
    await renderSaved();

    expect(await screen.findByRole('heading', { name: 'No saved calculations yet' })).toBeInTheDocument();
  });

  it("shows 'Failed to fetch calculations' when the list cannot be read", async () => {
    mockApi([{ path: '/api/calculations', status: 500, body: { error: 'down' } }]);
    await renderSaved();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch calculations');
  });
});
