// The browser suite covers /contact, /support, /analytics and every admin section with
// the data they read and one action each. Few accounts and messages (the stack's per-address limits
// count everything the suite sends from 127.0.0.1): one user, one contact message, one subscriber.
import type { Page } from 'playwright-core';
import type {
  AuthResponse,
  ContactMessageListResponse,
  FunnelMetrics,
  SubscriberListResponse,
  SupportTicketListResponse,
} from '@takehome/contracts';
import { calculatePaycheck, formatMoney } from '@takehome/calc-engine';
import { api, eventually } from '../support/api.js';
import { appReady, openPage, screenshot, type PageWithErrors } from '../support/browser.js';
import { browserWithAdmin } from '../support/suite.js';

const ADMIN = { email: 'admin@takehome.local', password: 'takehome-admin' };
const suite = browserWithAdmin();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Errors other than failed resource loads (a 4xx the page handles is not a bug). */
const realErrors = (errors: string[]) => errors.filter((error) => !error.startsWith('Failed to load resource'));

/** One account for the file: free at first, made Pro by the admin for /support and /analytics. */
const member = { email: `e2e-pages-${unique()}@example.com`, password: 'paycheck-pages', id: '', token: '' };
const memberCredentials = () => ({ email: member.email, password: member.password });
/** What this file sent, for the admin's inbox to show. */
const sent = { contactMessage: '', ticketId: '', ticketSubject: '' };

const SAVED_INPUTS = [
  { hourlyRate: 32, regularHours: 40, overtimeHours: 6, combinedTaxRate: 22 },
  {
    hourlyRate: 32,
    regularHours: 38,
    combinedTaxRate: 22,
    expenses: { groceries: { amount: 150, frequency: 'weekly' } },
  },
] as const;

beforeAll(async () => {
  const signUp = await api<AuthResponse>('/api/auth/signup', {
    body: { email: member.email, password: member.password, firstName: 'Pat', lastName: 'Pages' },
  });
  expect(signUp.status).toBe(201);
  member.id = signUp.body.user.id;
  member.token = signUp.body.accessToken;
});

const pages: PageWithErrors[] = [];
afterEach(async () => {
  await Promise.all(pages.splice(0).map(({ close }) => close()));
});

async function signedInPage(credentials: { email: string; password: string }, width = 1280): Promise<PageWithErrors> {
  const opened = await openPage(suite.browser, width);
  pages.push(opened);
  const response = await opened.context.request.post('/api/auth/signin', { data: credentials });
  expect(response.status()).toBe(200);
  return opened;
}

async function visitorPage(width = 1280): Promise<PageWithErrors> {
  const opened = await openPage(suite.browser, width);
  pages.push(opened);
  return opened;
}

async function openSection(page: Page, path: string, heading: string) {
  await page.goto(`/dashboard/${path}`);
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
}

/** The value of an admin stat card (label, value, optional hint) once it has one (a skeleton until then). */
async function statValue(page: Page, label: string): Promise<string> {
  const value = page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  return eventually(
    async () => ((await value.count()) > 0 ? ((await value.textContent()) ?? '') : ''),
    (text) => text !== '',
    10_000,
  );
}

describe('/contact', () => {
  it("sends a message and says 'Message Sent Successfully!' in a toast, leaving an empty form", async () => {
    const { page, errors } = await visitorPage(375);
    await page.goto('/contact');
    await appReady(page);
    sent.contactMessage = `How is per diem taxed when I work six days? (${unique()})`;
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name').fill('Pat Pages');
    await form.getByLabel('Email').fill(member.email);
    await form.getByLabel('Message').fill(sent.contactMessage);
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/email/contact'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).status()).toBe(201);

    await page.getByText('Message Sent Successfully!').waitFor();
    await page.getByText("We'll get back to you within 24 hours.").waitFor();
    await screenshot(page, 'pages_contact_sent_375');
    // The toast, not a message in the form's place: the form is there, empty.
    await expect(form.getByLabel('Message').inputValue()).resolves.toBe('');
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe('');
    expect(realErrors(errors)).toEqual([]);
  });
});

describe('the calculator with a number out of range', () => {
  it('shows the allowed range next to the field and calculates nothing until it is fixed', async () => {
    const { page, errors } = await visitorPage(375);
    await page.goto('/');
    await appReady(page);
    await page.getByText('Uses: 0 / 15').waitFor();
    await page.getByLabel('Overtime Hours').fill('-10');
    await page.getByLabel('Days Worked').fill('10');
    await page.getByText('Enter a number from 0 to 168').waitFor();
    await page.getByText('Enter a whole number from 1 to 7').waitFor();
    await page.getByRole('button', { name: /Calculate Pay/ }).click();
    await screenshot(page, 'pages_calculator_out_of_range_375');
    await expect(page.getByTestId('net-pay').count()).resolves.toBe(0);
    await page.getByText('Uses: 0 / 15').waitFor();
    await expect(page.getByLabel('Overtime Hours').evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await page.getByLabel('Overtime Hours').fill('10');
    await page.getByLabel('Days Worked').fill('6');
    await page.getByRole('button', { name: /Calculate Pay/ }).click();
    const expected = calculatePaycheck({ hourlyRate: 25, regularHours: 40, overtimeHours: 10, daysWorked: 6 });
    await expect(page.getByTestId('net-pay').textContent()).resolves.toContain(formatMoney(expected.netPay));
    await page.getByText('Uses: 1 / 15').waitFor();
    expect(realErrors(errors).filter((e) => !e.includes('401'))).toEqual([]);
  });
});

describe('/pricing on a phone', () => {
  it('names the plan columns out of sight and scrolls the comparison in its own box', async () => {
    const { page, errors } = await visitorPage(375);
    await page.goto('/pricing');
    await appReady(page);
    const table = page.getByRole('region', { name: 'Feature comparison' });
    await table.getByRole('columnheader', { name: 'Webmaster' }).waitFor({ state: 'attached' });
    const hint = page.getByText('Scroll the table sideways to see Business and Webmaster');
    await hint.waitFor();
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'pages_pricing_hint_375');

    await table.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    // The plans now under the sticky Feature column are the ones named, the other way.
    const back = page.getByText(/^Scroll back to see Free\b/);
    await back.waitFor();
    await expect(back.textContent()).resolves.not.toMatch(/Webmaster/);
    await expect(hint.count()).resolves.toBe(0);
    await screenshot(page, 'pages_pricing_scrolled_375');
    const webmaster = await table.getByRole('columnheader', { name: 'Webmaster' }).boundingBox();
    expect(webmaster!.x + webmaster!.width).toBeLessThanOrEqual(375);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    expect(realErrors(errors)).toEqual([]);
  });
});

describe('/support and /analytics', () => {
  it('shows a free user the gates with their own sentences', async () => {
    const { page } = await signedInPage(memberCredentials());
    await page.goto('/analytics');
    await page.getByRole('heading', { name: 'Pro Feature' }).waitFor();
    await page.getByText('The analytics dashboard is part of Pro. Upgrade to Pro to see your pay analytics.').waitFor();
    await page.goto('/support');
    await page.getByText('Your plan: Free').waitFor();
    await page.getByText('Email support is part of Pro. Upgrade to Pro to send a ticket.').waitFor();
    await expect(page.getByLabel('Subject').count()).resolves.toBe(0);
  });

  it('lets a Pro user send a support ticket', async () => {
    const upgrade = await api(`/api/admin/users/${member.id}`, {
      method: 'PUT',
      body: { membershipTier: 'pro' },
      token: suite.adminToken,
    });
    expect(upgrade.status).toBe(200);
    const { page, errors } = await signedInPage(memberCredentials());
    await page.goto('/support');
    await page.getByText('Your plan: Pro').waitFor();

    sent.ticketSubject = `Overtime on a holiday week ${unique()}`;
    const form = page.getByRole('form', { name: 'Open a support ticket' });
    await form.getByLabel('Subject').fill(sent.ticketSubject);
    await form.getByLabel('How can we help?').fill('My holiday pay counts toward overtime hours, is that right?');
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await page.getByRole('heading', { name: 'Ticket submitted' }).waitFor();
    sent.ticketId = ((await page.locator('dt:text-is("Ticket ID") + dd').textContent()) ?? '').trim();
    expect(sent.ticketId).toMatch(/^TH-\d+$/);
    await expect(page.locator('dt:text-is("Expected response") + dd').textContent()).resolves.toBe('1-2 business days');
    await screenshot(page, 'pages_support_ticket_sent');
    expect(realErrors(errors)).toEqual([]);
  });

  it("shows a Pro user's figures from their saved calculations on /analytics", async () => {
    for (const [index, inputs] of SAVED_INPUTS.entries()) {
      const saved = await api('/api/calculations/save', {
        token: member.token,
        body: { name: `Week ${index + 1}`, calculationData: { inputs } },
      });
      expect(saved.status).toBe(201);
    }
    const results = SAVED_INPUTS.map((inputs) => calculatePaycheck(inputs));
    const netPay = results.reduce((sum, r) => sum + r.netPay, 0);
    const leftOver = results.reduce((sum, r) => sum + r.leftOver, 0);

    const { page, errors } = await signedInPage(memberCredentials());
    await page.goto('/analytics');
    const summary = page.getByLabel('Summary');
    const figure = (label: string) =>
      summary.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
    await eventually(
      () => figure('Calculations').textContent(),
      (text) => text === '2',
      15_000,
    );
    await expect(figure('Calculations').textContent()).resolves.toBe('2');
    await expect(figure('Total Net Pay').textContent()).resolves.toBe(formatMoney(netPay));
    await expect(figure('Average Net Pay').textContent()).resolves.toBe(formatMoney(netPay / 2));
    await expect(figure('Total Left Over').textContent()).resolves.toBe(formatMoney(leftOver));
    await page.getByRole('heading', { name: 'Monthly Comparison' }).waitFor();
    // The charts load with the figures: this week's column of average net pay, its table behind it.
    const weeks = page.locator('[data-chart="Average net pay per week"]');
    await weeks.locator('.recharts-bar-rectangle').first().waitFor();
    const table = page.getByRole('region', { name: 'Average net pay per week' });
    await expect(table.locator('tbody tr').last().innerText()).resolves.toContain(formatMoney(netPay / 2));
    await screenshot(page, 'pages_analytics_pro');
    expect(realErrors(errors)).toEqual([]);
  });
});

describe('the admin sections', () => {
  it('Overview shows the counts the services give, and its quick action opens Email Subscribers', async () => {
    const { page, errors } = await signedInPage(ADMIN);
    const [subscribers, posts] = await Promise.all([
      api<SubscriberListResponse>('/api/admin/email-subscribers?limit=1', { token: suite.adminToken }),
      api<{ total: number }>('/api/blog/posts?status=all&limit=1', { token: suite.adminToken }),
    ]);
    await openSection(page, 'overview', 'Overview');
    await expect(statValue(page, 'Subscribers')).resolves.toBe(subscribers.body.totals.total.toLocaleString('en-US'));
    await expect(statValue(page, 'Blog Posts')).resolves.toBe(posts.body.total.toLocaleString('en-US'));
    await expect(statValue(page, 'Access Level')).resolves.toBe('Admin');
    await page.getByRole('button', { name: /Manage Subscribers/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Email Subscribers' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/subscribers');
    expect(realErrors(errors)).toEqual([]);
  });

  it('Email Subscribers finds a new subscriber, edits and deletes them', async () => {
    const email = `e2e-subscriber-${unique()}@example.com`;
    const subscribed = await api('/api/email/subscribe', { body: { email, firstName: 'Sam', source: 'blog' } });
    expect(subscribed.status).toBe(201);
    const find = () =>
      api<SubscriberListResponse>(`/api/admin/email-subscribers?q=${encodeURIComponent(email)}`, {
        token: suite.adminToken,
      });

    const { page, errors } = await signedInPage(ADMIN);
    await openSection(page, 'subscribers', 'Email Subscribers');
    await page.getByLabel('Search', { exact: true }).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('Sam', { exact: true }).waitFor();
    await expect(row.getByText('blog', { exact: true }).count()).resolves.toBe(1);

    await page.getByRole('button', { name: `Edit ${email}` }).click();
    await page.getByLabel(`First name of ${email}`).fill('Samantha');
    await page
      .getByRole('row')
      .filter({ has: page.getByLabel(`Email of ${email}`) })
      .getByRole('button', { name: 'Save' })
      .click();
    await page.getByText('Subscriber updated').waitFor();
    await row.getByText('Samantha', { exact: true }).waitFor();
    expect((await find()).body.subscribers.map((s) => s.firstName)).toEqual(['Samantha']);

    await page.getByRole('button', { name: `Delete ${email}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete subscriber?' })
      .getByRole('button', { name: 'Delete Subscriber' })
      .click();
    await row.waitFor({ state: 'detached' });
    expect((await find()).body.total).toBe(0);
    expect(realErrors(errors)).toEqual([]);
  });

  it("Analytics & Reports shows the funnel service's figures and reads them again for another period", async () => {
    const { page, errors } = await signedInPage(ADMIN);
    const isMetrics = (days: number) => (r: { url(): string }) =>
      r.url().includes('/api/analytics/funnel-metrics') && new URL(r.url()).searchParams.get('days') === String(days);
    const first = page.waitForResponse(isMetrics(30));
    await page.goto('/dashboard/analytics');
    const firstMetrics = (await (await first).json()) as FunnelMetrics;
    await page.getByRole('heading', { level: 2, name: 'Analytics & Reports' }).waitFor();
    await expect(statValue(page, 'Total Visitors')).resolves.toBe(firstMetrics.totalVisitors.toLocaleString('en-US'));
    await page.getByRole('heading', { name: 'Conversion Funnel' }).waitFor();
    await page.getByRole('heading', { name: 'Weekly Trends' }).waitFor();
    // The chart's table has a row per week of the period; a week with visitors is drawn as a column.
    const weeks = page.getByRole('region', { name: 'Weekly trends' }).locator('tbody tr');
    await weeks.first().waitFor({ state: 'attached' });
    await expect(weeks.count()).resolves.toBe(firstMetrics.weeklyTrends.length);
    if (firstMetrics.weeklyTrends.some((w) => w.visitors > 0))
      await page.locator('[data-chart="Visitors per week"] .recharts-bar-rectangle').first().waitFor();

    const week = page.waitForResponse(isMetrics(7));
    await page.getByLabel('Period', { exact: true }).selectOption('7');
    const weekMetrics = (await (await week).json()) as FunnelMetrics;
    await eventually(
      () => statValue(page, 'Total Visitors'),
      (text) => text === weekMetrics.totalVisitors.toLocaleString('en-US'),
      10_000,
    );
    await expect(statValue(page, 'Total Visitors')).resolves.toBe(weekMetrics.totalVisitors.toLocaleString('en-US'));
    await screenshot(page, 'pages_admin_analytics');
    expect(realErrors(errors)).toEqual([]);
  });

  it("Inbox shows this file's contact message and support ticket", async () => {
    expect(sent.contactMessage && sent.ticketId).toBeTruthy();
    const [messages, tickets] = await Promise.all([
      api<ContactMessageListResponse>('/api/admin/contact-messages?limit=20', { token: suite.adminToken }),
      api<SupportTicketListResponse>('/api/admin/support-tickets?limit=20', { token: suite.adminToken }),
    ]);
    expect(messages.body.messages.map((m) => m.message)).toContain(sent.contactMessage);
    expect(tickets.body.tickets.map((t) => t.ticketId)).toContain(sent.ticketId);

    const { page, errors } = await signedInPage(ADMIN);
    await openSection(page, 'inbox', 'Inbox');
    const contact = page.getByRole('list', { name: 'Contact messages' });
    await contact.getByText(sent.contactMessage).waitFor();
    const ticket = page
      .getByRole('list', { name: 'Support tickets' })
      .getByRole('listitem')
      .filter({ hasText: sent.ticketId });
    await ticket.getByRole('heading', { name: sent.ticketSubject }).waitFor();
    await expect(ticket.textContent()).resolves.toContain(`${member.email} (pro)`);
    await screenshot(page, 'pages_admin_inbox');
    expect(realErrors(errors)).toEqual([]);
  });
});
