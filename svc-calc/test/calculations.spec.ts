import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type {
  CalculationsSinceDto,
  CalculationPageDto,
  MonthCalculationRowDto,
  MonthlySummaryDto,
  SavedCalculationDto,
} from '@takehome/contracts';
import { calculatePaycheck } from '@takehome/calc-engine/tax';
import { Clock, NatsService } from '@takehome/service-kit';
import { startTestService, TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { DataSource } from 'typeorm';
import { CalculationsRepository } from '../src/calculations/calculations.repository.js';
import { service } from '../src/service.js';
import { waitForEvents } from './events.js';
import { call } from './http.js';

let issuer: TestIssuer;
let svc: TestService;
let now: jest.SpiedFunction<() => Date>;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  svc = await startTestService(service, { issuer });
  await svc.app.get(NatsService).ready();
  now = jest.spyOn(svc.app.get(Clock), 'now');
  now.mockReturnValue(new Date('2025-11-22T15:00:00Z'));
});

afterAll(async () => {
  await svc?.close();
  await issuer?.close();
});

async function newUser(tier: 'free' | 'pro' = 'free') {
  const id = randomUUID();
  return { id, token: await issuer.token({ sub: id, tier }) };
}

function save<T = SavedCalculationDto>(token: string | undefined, body: Record<string, unknown>, query = '') {
  return call<T>(svc.url, 'POST', `/api/calculations/save${query}`, { token, body });
}

/** Saves `inputs` as if at `at` (the service reads the time from its clock). */
async function saveAt(token: string, at: string, inputs: Record<string, unknown>): Promise<SavedCalculationDto> {
  now.mockReturnValueOnce(new Date(at));
  const answer = await save(token, { calculationData: { inputs } });
  expect(answer.status).toBe(201);
  return answer.body;
}

/** Worked by hand from docs/product/calculation.md. */
const WORKED_INPUTS = {
  hourlyRate: '30',
  regularHours: 40,
  overtimeHours: '5',
  combinedTaxRate: 20,
  retirement401k: 5,
  expenses: { rentMortgage: { amount: 1000, frequency: 'monthly' }, fuel: { amount: '10', frequency: 'daily' } },
};

describe('POST /api/calculations/save', () => {
  it('recomputes the results from the inputs, ignoring the client’s numbers, and names the save', async () => {
    const user = await newUser();
    const { status, body } = await save(user.token, {
      userId: user.id,
      calculationData: {
        inputs: WORKED_INPUTS,
        results: { grossPay: 1, netPay: 99999, leftOver: 5 },
        weeklyExpenses: [{ category: 'misc', amount: 5, frequency: 'weekly' }],
      },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      userId: user.id,
      name: expect.stringMatching(/^\$30\/hr · 45 h · \$1,068\.75 net · Nov 22, \d{1,2}:\d\d [AP]M$/) as unknown,
      calculationDate: '2025-11-22T15:00:00.000Z',
      inputs: { hourlyRate: 30, regularHours: 40, overtimeHours: 5, daysWorked: 5, retirement401kIsPercent: true },
      results: {
        regularPay: 1200,
        overtimePay: 225,
        grossPay: 1425,
        taxAmount: 285,
        retirement401kAmount: 71.25,
        totalDeductions: 356.25,
        netPay: 1068.75,
        totalExpenses: 300.95,
        leftOver: 767.8,
      },
      weeklyExpenses: [
        { category: 'rentMortgage', amount: 1000, frequency: 'monthly' },
        { category: 'fuel', amount: 10, frequency: 'daily' },
      ],
    });

    const [stored] = await svc.app
      .get(DataSource)
      .query<Array<Record<string, number>>>(
        'SELECT gross_pay::float8 AS "grossPay", net_pay::float8 AS "netPay", left_over::float8 AS "leftOver", total_deductions::float8 AS "totalDeductions", total_expenses::float8 AS "totalExpenses" FROM calc.calculations WHERE id = $1',
        [body.id],
      );
    expect(stored).toEqual({ grossPay: 1425, netPay: 1068.75, leftOver: 767.8, totalDeductions: 356.25, totalExpenses: 300.95 });

    expect(await call(svc.url, 'GET', `/api/calculations/${body.id}`, { token: user.token })).toEqual({ status: 200, body });
  });

  it('dates the default name in ?tz and keeps a given name', async () => {
    const user = await newUser();
    const inputs = { hourlyRate: 25.5, regularHours: 38.5 };
    expect((await save(user.token, { calculationData: { inputs } }, '?tz=Pacific/Auckland')).body.name).toMatch(
      /^\$25\.50\/hr · 38\.5 h · \$[\d,]+\.\d\d net · Nov 23, /,
    );
    expect((await save(user.token, { name: '  Week 47 ', calculationData: { inputs } })).body.name).toBe('Week 47');
  });

  it('refuses a userId other than the token’s, a missing token and malformed inputs', async () => {
    const user = await newUser();
    const other = await newUser();
    const body = { calculationData: { inputs: WORKED_INPUTS } };
    expect((await save(user.token, { ...body, userId: other.id })).status).toBe(403);
    expect((await save(undefined, body)).status).toBe(401);

    const junk = await save<{ error: string }>(user.token, { calculationData: { inputs: { hourlyRate: 'lots' } } });
    expect(junk.status).toBe(400);
    expect(junk.body.error).toBe('calculationData.inputs.hourlyRate: must be a number or numeric text');
    expect((await save(user.token, { calculationData: { inputs: { salary: 5 } } })).status).toBe(400);
    expect((await save(user.token, { calculationData: { inputs: { expenses: { yacht: { amount: 1 } } } } })).status).toBe(400);
    expect((await save(user.token, body, '?tz=Mars/Olympus')).status).toBe(400);
  });

  it('recomputes a W-4 mode save with the engine and stores its inputs, tax lines and notes', async () => {
    const user = await newUser('pro');
    // $30 × 40 = $1,200 a week, married filing jointly, 2020+ W-4 with nothing entered, Texas.
    // Federal (Pub 15-T 2026 Worksheet 1A): 1,200 × 52 − 12,900 = 49,500; 2,480 + 12% × (49,500 − 44,100) = 3,128 a year → 60.15.
    // Social Security: 6.2% of 1,200 = 74.40, but only 500 is left under the $184,500 wage base → 31.00. Medicare 1.45% = 17.40.
    const inputs = {
      hourlyRate: 30,
      regularHours: 40,
      taxMode: 'w4',
      filingStatus: 'married_jointly',
      state: 'TX',
      payFrequency: 'weekly',
      ytdWages: '184000',
      w4: { formYear: 2020, multipleJobs: false, dependentsCredit: '', otherIncome: 0, deductions: 0 },
      combinedTaxRate: 20,
    };
    const { status, body } = await save(user.token, { calculationData: { inputs, results: { netPay: 1 } } });
    expect(status).toBe(201);
    expect(body.inputs).toMatchObject({
      taxMode: 'w4',
      taxYear: 2026,
      filingStatus: 'married_jointly',
      state: 'TX',
      payFrequency: 'weekly',
      ytdWages: 184000,
      w4: { formYear: 2020, multipleJobs: false, dependentsCredit: 0, otherIncome: 0, deductions: 0 },
    });
    expect(body.results).toMatchObject({
      taxMode: 'w4',
      grossPay: 1200,
      federalIncomeTax: 60.15,
      socialSecurity: 31,
      medicare: 17.4,
      additionalMedicare: 0,
      stateIncomeTax: 0,
      taxAmount: 108.55,
      netPay: 1091.45,
      taxNotes: { taxYear: 2026, federalSource: expect.stringContaining('Pub 15-T 2026') as unknown },
    });
    // The server's figures are the engine's, to the cent, whatever the client sent.
    const { weeklyExpenses: _expenses, ...engine } = calculatePaycheck(inputs);
    expect(body.results).toEqual(engine);

    const [stored] = await svc.app
      .get(DataSource)
      .query<Array<{ netPay: number; inputs: unknown; results: { federalIncomeTax: number } }>>(
        'SELECT net_pay::float8 AS "netPay", inputs, results FROM calc.calculations WHERE id = $1',
        [body.id],
      );
    expect(stored.netPay).toBe(1091.45);
    expect(stored.inputs).toEqual(body.inputs);
    expect(stored.results.federalIncomeTax).toBe(60.15);

    expect(await call(svc.url, 'GET', `/api/calculations/${body.id}`, { token: user.token })).toEqual({ status: 200, body });
    const page = await call<CalculationPageDto>(svc.url, 'GET', '/api/calculations', { token: user.token });
    expect(page.body.items).toEqual([body]);
  });

  it('refuses W-4 choices the engine does not know', async () => {
    const user = await newUser();
    const refused = async (inputs: Record<string, unknown>) =>
      (await save<{ error: string }>(user.token, { calculationData: { inputs } })).body.error;
    await expect(refused({ taxMode: 'guess' })).resolves.toMatch(/^calculationData\.inputs\.taxMode: /);
    await expect(refused({ filingStatus: 'married' })).resolves.toMatch(/filingStatus/);
    await expect(refused({ state: 'ZZ' })).resolves.toMatch(/state: must be a two-letter state code or DC/);
    await expect(refused({ payFrequency: 'hourly' })).resolves.toMatch(/payFrequency/);
    await expect(refused({ taxYear: 1999 })).resolves.toMatch(/taxYear: must be one of 2026/);
    await expect(refused({ w4: { formYear: 2018 } })).resolves.toMatch(/w4\.formYear: must be 2020 or 2019/);
    await expect(refused({ w4: { step5: 1 } })).resolves.toMatch(/w4/);
    await expect(refused({ w4: { allowances: 'two' } })).resolves.toMatch(/w4\.allowances: must be a number/);
  });

  it('saves, reads back and exports a W-4 save’s local tax, state programs, bonus check and pre-tax choices', async () => {
    const user = await newUser('pro');
    // A New York City resident paid $40 × 40 weekly, with a $2,500 bonus on its own check at the flat 22%, a Roth
    // 403(b), an HSA, dependent care and commuter benefits, and the IT-2104's own allowances and extra withholding.
    const inputs = {
      hourlyRate: 40,
      regularHours: 40,
      taxMode: 'w4',
      filingStatus: 'single',
      state: 'NY',
      payDate: '2026-07-15',
      homeLocality: 'ny-new_york_city',
      stateCertificate: { allowances: '1', extraWithholding: 5, exempt: 'false' },
      supplementalPay: '2500',
      supplementalMethod: 'flat',
      retirement401k: 100,
      retirement401kIsPercent: false,
      retirementPlan: '403b',
      retirementRoth: 'true',
      hsa: 25,
      dependentCareFsa: '40',
      commuterBenefits: 15,
    };
    const { status, body } = await save(user.token, { calculationData: { inputs } });
    expect(status).toBe(201);
    expect(body.inputs).toMatchObject({
      homeLocality: 'NY-NEW_YORK_CITY',
      workLocality: '',
      payDate: '2026-07-15',
      stateCertificate: { allowances: 1, extraWithholding: 5, exempt: false },
      supplementalPay: 2500,
      supplementalMethod: 'flat',
      retirementPlan: '403b',
      retirementRoth: true,
      hsa: 25,
      dependentCareFsa: 40,
      commuterBenefits: 15,
    });
    const results = body.results;
    const notes = results.taxNotes!;
    expect(notes.localLines).toMatchObject([{ jurisdiction: 'NY-NEW_YORK_CITY', name: 'New York City' }]);
    expect(notes.localLines[0].amount).toBeGreaterThan(0);
    expect(results.localIncomeTax).toBe(notes.localLines[0].amount);
    // NY Paid Family Leave 0.432%, and DBL 0.5% up to $0.60 a week, on FICA wages of 1,600 − 25 − 40 − 15 = 1,520.
    expect(results.ficaWages).toBe(1520);
    expect(notes.contributionLines).toMatchObject([
      { name: 'NY Paid Family Leave', amount: 6.57 },
      { name: 'NY Disability (DBL)', amount: 0.6 },
    ]);
    // Roth: no deferral out of income-tax wages; the §125 and commuter lines leave them.
    expect(results.incomeTaxWages).toBe(1520);
    expect(results.totalDeductions).toBeCloseTo(results.taxAmount + 100 + 25 + 40 + 15, 2);
    // Pub 15 §7 flat 22% of 2,500; Social Security 6.2% and Medicare 1.45% of it.
    expect(results.supplementalCheck).toMatchObject({
      gross: 2500,
      federalIncomeTax: 550,
      socialSecurity: 155,
      medicare: 36.25,
    });
    expect(results.supplementalCheck!.localIncomeTax).toBeGreaterThan(0);
    const { weeklyExpenses: _expenses, ...engine } = calculatePaycheck(inputs);
    expect(results).toEqual(engine);

    const [stored] = await svc.app
      .get(DataSource)
      .query<Array<{ results: SavedCalculationDto['results'] }>>(
        'SELECT results FROM calc.calculations WHERE id = $1',
        [body.id],
      );
    expect(stored.results).toEqual(results);
    expect(await call(svc.url, 'GET', `/api/calculations/${body.id}`, { token: user.token })).toEqual({ status: 200, body });
    const exported = await call<SavedCalculationDto[]>(svc.url, 'POST', '/api/calculations/export', {
      token: user.token,
      body: { ids: [body.id] },
    });
    expect(exported).toEqual({ status: 200, body: [body] });
    const since = await call<CalculationsSinceDto>(svc.url, 'GET', '/api/calculations/since?from=2025-11-01', {
      token: user.token,
    });
    expect(since.body.items).toEqual([body]);
  });

  it('refuses bad locality, certificate, bonus and pre-tax inputs with 400, saving nothing', async () => {
    const user = await newUser();
    const base = { hourlyRate: 30, regularHours: 40, taxMode: 'w4', state: 'NY' };
    const refused = async (inputs: Record<string, unknown>) => {
      const answer = await save<{ error: string }>(user.token, { calculationData: { inputs: { ...base, ...inputs } } });
      expect(answer.status).toBe(400);
      return answer.body.error;
    };
    await expect(refused({ homeLocality: 'NY-ATLANTIS' })).resolves.toBe(
      'calculationData.inputs.homeLocality: NY-ATLANTIS is not a locality with a local tax; leave it empty for none',
    );
    await expect(refused({ workLocality: 'New York City' })).resolves.toMatch(/^calculationData\.inputs\.workLocality: /);
    await expect(refused({ stateCertificate: { njRateTable: 'F' } })).resolves.toMatch(/njRateTable/);
    await expect(refused({ stateCertificate: { favouriteColour: 'red' } })).resolves.toMatch(/favouriteColour/);
    await expect(refused({ supplementalMethod: 'percentage' })).resolves.toMatch(/supplementalMethod/);
    await expect(refused({ supplementalPay: 'a lot' })).resolves.toMatch(/supplementalPay: must be a number/);
    await expect(refused({ retirementPlan: '401a' })).resolves.toMatch(/retirementPlan/);
    await expect(refused({ hsa: '25 a week' })).resolves.toMatch(/hsa: must be a number/);
    await expect(refused({ retirementRoth: 'maybe' })).resolves.toMatch(/retirementRoth: must be true or false/);

    const [{ count }] = await svc.app
      .get(DataSource)
      .query<Array<{ count: number }>>('SELECT count(*)::int AS count FROM calc.calculations WHERE user_id = $1', [
        user.id,
      ]);
    expect(count).toBe(0);
  });

  it('emits calculation.saved with the server’s figures', async () => {
    const user = await newUser();
    const saved = (await save(user.token, { calculationData: { inputs: WORKED_INPUTS, results: { netPay: 1 } } })).body;
    const events = await waitForEvents(svc.config, 'calculation.saved', (all) =>
      all.some((e) => e.data.calculationId === saved.id),
    );
    expect(events.find((e) => e.data.calculationId === saved.id)).toMatchObject({
      type: 'calculation.saved',
      producer: 'svc-calc',
      data: { userId: user.id, grossPay: 1425, netPay: 1068.75, leftOver: 767.8, calculationDate: saved.calculationDate },
    });
  });

  it('writes saves arriving together in one statement, each stored once with exactly one event', async () => {
    const users = [await newUser(), await newUser()];
    const repository = svc.app.get(CalculationsRepository);
    const statement = jest.spyOn(repository, 'insertManyStatement');
    try {
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          save(users[i % 2].token, { name: `Together ${i}`, calculationData: { inputs: { hourlyRate: 10 + i } } }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
      const batches = statement.mock.calls.map(([rows]) => rows.length);
      expect(batches.reduce((sum, size) => sum + size, 0)).toBe(60);
      expect(Math.max(...batches)).toBeGreaterThan(1);

      const saved = answers.map((answer) => answer.body);
      for (const [i, body] of saved.entries()) {
        expect(body).toMatchObject({ userId: users[i % 2].id, name: `Together ${i}`, inputs: { hourlyRate: 10 + i } });
      }
      const stored = await call<SavedCalculationDto>(svc.url, 'GET', `/api/calculations/${saved[7].id}`, { token: users[1].token });
      expect(stored.body).toEqual(saved[7]);
      const ids = new Set(saved.map((body) => body.id));
      expect(ids.size).toBe(60);
      const events = await waitForEvents(
        svc.config,
        'calculation.saved',
        (all) => all.filter((e) => ids.has(e.data.calculationId)).length >= 60,
      );
      const ours = events.filter((e) => ids.has(e.data.calculationId));
      expect(ours).toHaveLength(60);
      expect(new Set(ours.map((e) => e.data.calculationId)).size).toBe(60);
    } finally {
      statement.mockRestore();
    }
  });
});

describe('this month and the monthly summary', () => {
  // Now is 03:00 UTC on Dec 1: still Nov 30 (22:00) in New York, where November began at 04:00 UTC.
  const NOW = '2025-12-01T03:00:00Z';
  let user: { id: string; token: string };
  const saved: Record<string, SavedCalculationDto> = {};

  beforeAll(async () => {
    user = await newUser();
    // 10 regular hours, no tax: net = gross = 10 × rate; only b has an expense (50 a week).
    const plan: Array<[string, string, Record<string, unknown>]> = [
      ['a', '2025-11-15T12:00:00Z', { hourlyRate: 10, regularHours: 10 }],
      ['b', '2025-12-01T02:00:00Z', { hourlyRate: 20, regularHours: 10, expenses: { groceries: { amount: 50 } } }],
      ['c', '2025-12-01T02:30:00Z', { hourlyRate: 30, regularHours: 10 }],
      ['d', '2025-10-31T23:00:00Z', { hourlyRate: 40, regularHours: 10 }],
      ['e', '2025-11-01T02:00:00Z', { hourlyRate: 50, regularHours: 10 }], // Oct 31 in New York
      ['f', '2025-11-01T05:00:00Z', { hourlyRate: 60, regularHours: 10 }], // Nov 1, 01:00 in New York
    ];
    for (const [key, at, inputs] of plan) saved[key] = await saveAt(user.token, at, inputs);
    now.mockReturnValue(new Date(NOW));
  });

  afterAll(() => {
    now.mockReturnValue(new Date('2025-11-22T15:00:00Z'));
  });

  const summary = (userId: string, token?: string, query = '') =>
    call<MonthlySummaryDto>(svc.url, 'GET', `/api/calculations/monthly-summary/${userId}${query}`, { token });
  const thisMonth = (userId: string, token?: string, query = '') =>
    call<MonthCalculationRowDto[]>(svc.url, 'GET', `/api/calculations/this-month/${userId}${query}`, { token });

  it('lists the month in UTC by default, newest first', async () => {
    const { status, body } = await thisMonth(user.id, user.token);
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: saved.c.id, name: saved.c.name, calculationDate: '2025-12-01T02:30:00.000Z', netPay: 300, leftOver: 300 },
      { id: saved.b.id, name: saved.b.name, calculationDate: '2025-12-01T02:00:00.000Z', netPay: 200, leftOver: 150 },
    ]);
  });

  it('lists the month of the given zone', async () => {
    const { body } = await thisMonth(user.id, user.token, '?tz=America/New_York');
    expect(body.map((row) => row.id)).toEqual([saved.c.id, saved.b.id, saved.a.id, saved.f.id]);
    const newest = await thisMonth(user.id, user.token, '?tz=America/New_York&limit=3');
    expect(newest.body.map((row) => row.id)).toEqual([saved.c.id, saved.b.id, saved.a.id]);
    expect((await thisMonth(user.id, user.token, '?limit=0')).status).toBe(400);
  });

  it('sums the month in UTC and in the given zone', async () => {
    expect(await summary(user.id, user.token)).toEqual({
      status: 200,
      body: { totalCalculations: 2, totalNetPay: 500, averageGrossPay: 250, totalLeftOver: 450 },
    });
    expect((await summary(user.id, user.token, '?tz=America/New_York')).body).toEqual({
      totalCalculations: 4,
      totalNetPay: 1200,
      averageGrossPay: 300,
      totalLeftOver: 1150,
    });
  });

  it('answers zeros for a month without saves', async () => {
    const fresh = await newUser();
    expect((await summary(fresh.id, fresh.token)).body).toEqual({
      totalCalculations: 0,
      totalNetPay: 0,
      averageGrossPay: 0,
      totalLeftOver: 0,
    });
  });

  it('answers 403 for another user, 401 without a token, 400 for an unknown zone; an admin may look', async () => {
    const other = await newUser();
    expect((await summary(user.id, other.token)).status).toBe(403);
    expect((await thisMonth(user.id, other.token)).status).toBe(403);
    expect((await summary(user.id)).status).toBe(401);
    expect((await thisMonth(user.id)).status).toBe(401);
    expect((await summary(user.id, user.token, '?tz=Mars/Olympus')).status).toBe(400);
    expect((await thisMonth(user.id, user.token, '?tz=%2B05:00')).status).toBe(400);
    expect((await summary(user.id, await issuer.adminToken())).body.totalCalculations).toBe(2);
  });

  it('does not take the usage path for a user id', async () => {
    expect((await call(svc.url, 'GET', '/api/calculator-usage', { token: user.token })).body).toMatchObject({
      used: 0,
    });
  });
});

describe('listing, renaming and deleting', () => {
  it('pages the caller’s saves newest first and filters by from/to', async () => {
    const user = await newUser('pro');
    const ids: string[] = [];
    for (let day = 1; day <= 6; day++)
      ids.push((await saveAt(user.token, `2025-09-0${day}T12:00:00Z`, { hourlyRate: day })).id);
    await saveAt((await newUser()).token, '2025-09-03T12:00:00Z', {});

    const list = (query: string) => call<CalculationPageDto>(svc.url, 'GET', `/api/calculations${query}`, { token: user.token });
    const page2 = (await list('?page=2&pageSize=4')).body;
    expect(page2).toMatchObject({ page: 2, pageSize: 4, total: 6 });
    expect(page2.items.map((item) => item.id)).toEqual([ids[1], ids[0]]);
    expect(page2.items[0].results.grossPay).toBe(80);

    const window = (await list('?from=2025-09-02&to=2025-09-04T12:00:00Z')).body;
    expect(window.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(window.total).toBe(2);

    expect((await list('?pageSize=500')).status).toBe(400);
    expect((await call(svc.url, 'GET', '/api/calculations')).status).toBe(401);
  });

  it('renames and deletes only the owner’s calculation', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const saved = await saveAt(owner.token, '2025-11-22T15:00:00Z', {});
    const path = `/api/calculations/${saved.id}`;

    expect((await call(svc.url, 'PATCH', path, { token: stranger.token, body: { name: 'Mine now' } })).status).toBe(404);
    const renamed = await call<SavedCalculationDto>(svc.url, 'PATCH', path, { token: owner.token, body: { name: 'Rent week' } });
    expect(renamed).toMatchObject({ status: 200, body: { id: saved.id, name: 'Rent week', results: saved.results } });
    expect((await call(svc.url, 'PATCH', path, { token: owner.token, body: { name: ' ' } })).status).toBe(400);

    expect((await call(svc.url, 'GET', path, { token: stranger.token })).status).toBe(404);
    expect((await call(svc.url, 'DELETE', path, { token: stranger.token })).status).toBe(404);
    expect((await call(svc.url, 'DELETE', path, { token: owner.token })).status).toBe(204);
    expect((await call(svc.url, 'DELETE', path, { token: owner.token })).status).toBe(404);
    expect((await call(svc.url, 'GET', path, { token: owner.token })).status).toBe(404);
    expect((await call(svc.url, 'GET', '/api/calculations/not-a-uuid', { token: owner.token })).status).toBe(400);
  });
});

describe('plan gates (docs/product/plans.md)', () => {
  const HISTORY = 'Saved calculation history is part of Pro. Upgrade to Pro to see calculations from before this month.';
  const EXPORT = 'PDF, CSV and Excel export is part of Pro. Upgrade to Pro to export your calculations.';
  const ANALYTICS = 'The analytics dashboard is part of Pro. Upgrade to Pro to see your pay analytics.';
  // The clock stands at 2025-11-22 15:00 UTC: November began at 04:00 UTC in New York.
  const get = <T>(token: string, path: string) => call<T>(svc.url, 'GET', path, { token });
  const exportIds = <T>(token: string, ids: string[]) =>
    call<T>(svc.url, 'POST', '/api/calculations/export', { token, body: { ids } });

  async function userWithSaves(tier: 'free' | 'pro') {
    const user = await newUser(tier);
    const october = await saveAt(user.token, '2025-10-20T12:00:00Z', { hourlyRate: 20 });
    const november = await saveAt(user.token, '2025-11-10T12:00:00Z', { hourlyRate: 30 });
    return { ...user, october, november };
  }

  it('lets a free user save and read this month, JSON download being the browser’s own', async () => {
    const user = await userWithSaves('free');
    const month = await get<CalculationPageDto>(user.token, '/api/calculations?from=2025-11-01T04:00:00.000Z&tz=America/New_York');
    expect(month.status).toBe(200);
    expect(month.body.items.map((item) => item.id)).toEqual([user.november.id]);
    expect((await get<CalculationPageDto>(user.token, '/api/calculations?from=2025-11-01')).status).toBe(200);
    expect((await get(user.token, `/api/calculations/this-month/${user.id}`)).status).toBe(200);
    expect((await get(user.token, `/api/calculations/monthly-summary/${user.id}`)).status).toBe(200);
  });

  it('refuses a free user history before this month, export and the analytics data, with the gate’s message', async () => {
    const user = await userWithSaves('free');
    for (const path of [
      '/api/calculations',
      '/api/calculations?from=2025-10-01',
      // Midnight of November 1st in UTC is still October in New York.
      '/api/calculations?from=2025-11-01T00:00:00Z&tz=America/New_York',
    ])
      expect([path, await get(user.token, path)]).toEqual([path, { status: 403, body: { error: HISTORY } }]);
    expect(await exportIds(user.token, [user.november.id])).toEqual({ status: 403, body: { error: EXPORT } });
    expect(await get(user.token, '/api/calculations/since?from=2025-11-01')).toEqual({
      status: 403,
      body: { error: ANALYTICS },
    });
  });

  it('gives Pro the whole history, the export data of its own chosen calculations, and the analytics data', async () => {
    const user = await userWithSaves('pro');
    const stranger = await userWithSaves('pro');
    const all = await get<CalculationPageDto>(user.token, '/api/calculations');
    expect(all.body.items.map((item) => item.id)).toEqual([user.november.id, user.october.id]);

    const exported = await exportIds<SavedCalculationDto[]>(user.token, [user.october.id, stranger.october.id]);
    expect(exported.status).toBe(200);
    expect(exported.body.map((item) => [item.id, item.results.grossPay])).toEqual([[user.october.id, 800]]);
    expect((await exportIds(user.token, [])).status).toBe(400);

    const analytics = await get<CalculationsSinceDto>(user.token, '/api/calculations/since?from=2025-10-15');
    expect(analytics.status).toBe(200);
    expect(analytics.body.items.map((item) => item.id)).toEqual([user.november.id, user.october.id]);
    expect((await get(user.token, '/api/calculations/since')).status).toBe(400);
  });

  it('follows the event-fed tier: a free token of a user svc-calc knows upgraded is let through', async () => {
    const user = await newUser('free');
    const staleToken = user.token;
    await svc.app
      .get(DataSource)
      .query(`INSERT INTO calc.user_tiers (user_id, tier, calculations_limit, changed_at) VALUES ($1, 'pro', NULL, now() + interval '1 minute')`, [
        user.id,
      ]);
    expect((await get(staleToken, '/api/calculations')).status).toBe(200);
  });
});
