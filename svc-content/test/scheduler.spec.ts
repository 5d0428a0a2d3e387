import { jest } from '@jest/globals';
import { SchedulerRegistry } from '@nestjs/schedule';
import {
  SCHEDULES,
  type LogResponse,
  type ScheduledJob,
  type ScheduledJobListResponse,
  type ScheduledJobRunResponse,
} from '@takehome/contracts';
import { deleteStream, startTestService, TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { SchedulerService } from '../src/scheduler/scheduler.service.js';
import { service } from '../src/service.js';
import { ChatCompletionsDouble } from './doubles.js';
import { call, eventually } from './http.js';

let issuer: TestIssuer;
let openai: ChatCompletionsDouble;
let admin: string;
const started: TestService[] = [];

beforeAll(async () => {
  issuer = await TestIssuer.start();
  openai = await ChatCompletionsDouble.start();
  openai.reply = JSON.stringify({
    title: 'Scheduled Article',
    excerpt: 'Written on schedule.',
    tags: ['payroll'],
    content: '<h2>Hi</h2><p>Body words here.</p>',
  });
  admin = await issuer.adminToken();
});

afterAll(async () => {
  for (const svc of started.reverse()) await svc.close();
  await openai?.close();
  await issuer?.close();
});

async function start(options: { database?: TestService['database']; ai?: boolean } = {}): Promise<TestService> {
  const env: Record<string, string> = options.ai ? { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl } : {};
  const svc = await startTestService(service, { issuer, database: options.database, env });
  started.push(svc);
  return svc;
}

const jobs = (svc: TestService) =>
  call<ScheduledJobListResponse>(svc.url, 'GET', '/api/scheduler/jobs', { token: admin });
const createJob = (svc: TestService, body: unknown) =>
  call<ScheduledJob & { error: string }>(svc.url, 'POST', '/api/scheduler/jobs', { token: admin, body });
const schedulerLog = (svc: TestService, limit = 5) =>
  call<LogResponse>(svc.url, 'GET', `/api/scheduler/log?limit=${limit}`, { token: admin });
const cronOf = (svc: TestService, id: string) => svc.app.get(SchedulerRegistry).getCronJobs().get(`content-job:${id}`);

/** A six-field pattern that fires once, at the given second (UTC). */
function onceAt(at: Date): string {
  return `${at.getUTCSeconds()} ${at.getUTCMinutes()} ${at.getUTCHours()} ${at.getUTCDate()} ${at.getUTCMonth() + 1} *`;
}

describe('scheduled jobs', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await start();
  });

  it('creates jobs from named schedules or cron patterns, TWICE_WEEKLY by default', async () => {
    const byDefault = await createJob(svc, { name: 'Twice a week' });
    expect(byDefault.status).toBe(201);
    expect(byDefault.body).toMatchObject({
      name: 'Twice a week',
      cronPattern: SCHEDULES.TWICE_WEEKLY,
      schedule: 'TWICE_WEEKLY',
      isActive: true,
      lastRun: null,
    });
    const next = new Date(byDefault.body.nextRun!);
    expect([1, 4]).toContain(next.getUTCDay());
    expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([9, 0]);

    expect((await createJob(svc, { name: 'Daily', schedule: 'DAILY_9AM' })).body).toMatchObject({
      cronPattern: '0 9 * * *',
      schedule: 'DAILY_9AM',
    });
    expect((await createJob(svc, { name: 'Monthly', cronPattern: 'MONTHLY' })).body).toMatchObject({
      cronPattern: '0 9 1 * *',
      schedule: 'MONTHLY',
    });
    expect((await createJob(svc, { name: 'Custom', cronPattern: '15 7 * * 2', isActive: false })).body).toMatchObject({
      cronPattern: '15 7 * * 2',
      schedule: null,
      isActive: false,
      nextRun: null,
    });
    for (const body of [
      { name: '' },
      { name: 'Bad', cronPattern: '99 * * * *' },
      { name: 'Both', schedule: 'DAILY_9AM', cronPattern: '0 18 * * *' },
      { name: 'X', schedule: 'HOURLY' },
    ]) {
      expect((await createJob(svc, body)).status).toBe(400);
    }
    const listed = (await jobs(svc)).body.jobs.map((job) => job.name);
    expect(listed).toEqual(['Twice a week', 'Daily', 'Monthly', 'Custom']);
    expect(cronOf(svc, byDefault.body.id)?.isActive).toBe(true);
  });

  it('pauses and resumes a job, and deletes it', async () => {
    const job = (await createJob(svc, { name: 'Toggle me', schedule: 'WEEKLY_MONDAY' })).body;
    const paused = await call<ScheduledJob>(svc.url, 'PATCH', `/api/scheduler/jobs/${job.id}/toggle`, { token: admin });
    expect(paused.body).toMatchObject({ isActive: false, nextRun: null });
    expect(cronOf(svc, job.id)?.isActive).toBe(false);
    const resumed = await call<ScheduledJob>(svc.url, 'PATCH', `/api/scheduler/jobs/${job.id}/toggle`, {
      token: admin,
    });
    expect(resumed.body.isActive).toBe(true);
    expect(cronOf(svc, job.id)?.isActive).toBe(true);

    expect((await call(svc.url, 'DELETE', `/api/scheduler/jobs/${job.id}`, { token: admin })).body).toEqual({
      success: true,
    });
    expect((await jobs(svc)).body.jobs.map((j) => j.id)).not.toContain(job.id);
    expect(cronOf(svc, job.id)).toBeUndefined();
    expect((await call(svc.url, 'PATCH', `/api/scheduler/jobs/${job.id}/toggle`, { token: admin })).status).toBe(404);

    const lines = (await schedulerLog(svc, 3)).body.lines.map((l) => l.message);
    expect(lines).toEqual(['Paused "Toggle me"', 'Resumed "Toggle me"', 'Deleted "Toggle me"']);
  });

  it('runs a job now; without an AI key the run logs the not-configured message', async () => {
    const job = (await createJob(svc, { name: 'Run now' })).body;
    const { status, body } = await call<ScheduledJobRunResponse>(svc.url, 'POST', `/api/scheduler/jobs/${job.id}/run`, {
      token: admin,
    });
    expect(status).toBe(200);
    expect(body.message).toBe('"Run now": AI generation is not configured (set OPENAI_API_KEY)');
    expect(body.job.lastRun).not.toBeNull();
    expect((await schedulerLog(svc)).body.lines.at(-1)!.message).toBe(body.message);
  });
});

describe('replicas and restarts', () => {
  it('runs a due job once with two service instances on one database', async () => {
    const tick = jest.spyOn(SchedulerService.prototype as unknown as { tick: () => Promise<void> }, 'tick');
    const first = await start({ ai: true });
    const due = new Date(Math.ceil(Date.now() / 1000) * 1000 + 6000);
    const job = (await createJob(first, { name: 'Once', cronPattern: onceAt(due) })).body;
    const second = await start({ ai: true, database: first.database });
    expect(cronOf(first, job.id)?.isActive).toBe(true);
    expect(cronOf(second, job.id)?.isActive).toBe(true);
    expect(Date.now()).toBeLessThan(due.getTime());

    const requestsBefore = openai.requests.length;
    const [line] = await eventually(async () => {
      const lines = (await schedulerLog(first, 20)).body.lines.filter((l) => l.message.startsWith('"Once":'));
      return lines.length ? lines : undefined;
    }, 15_000);
    await new Promise((r) => setTimeout(r, 1500));

    expect(tick).toHaveBeenCalledTimes(2);
    expect(openai.requests.length - requestsBefore).toBe(1);
    expect(line.message).toBe('"Once": draft "Scheduled Article" saved (4 words)');
    expect((await schedulerLog(second, 20)).body.lines.filter((l) => l.message.startsWith('"Once":'))).toHaveLength(1);
    const stored = (await jobs(second)).body.jobs.find((j) => j.id === job.id)!;
    expect(stored.lastRun).toBe(due.toISOString());
    tick.mockRestore();
  });

  it('keeps a job across a restart, registered again at start', async () => {
    const before = await start();
    const job = (await createJob(before, { name: 'Survivor', schedule: 'BI_WEEKLY' })).body;
    const paused = (await createJob(before, { name: 'Sleeper', isActive: false })).body;
    started.splice(started.indexOf(before), 1);
    await before.close({ keepData: true });
    // The restarted service gets a stream of its own; the database is what it must find the jobs in.
    await deleteStream(before.config.NATS_URL, before.config.NATS_STREAM);

    const after = await start({ database: before.database });
    try {
      const listed = (await jobs(after)).body.jobs;
      expect(listed.map((j) => [j.name, j.cronPattern, j.isActive])).toEqual([
        ['Survivor', SCHEDULES.BI_WEEKLY, true],
        ['Sleeper', SCHEDULES.TWICE_WEEKLY, false],
      ]);
      expect(cronOf(after, job.id)?.isActive).toBe(true);
      expect(cronOf(after, paused.id)?.isActive).toBe(false);
    } finally {
      started.splice(started.indexOf(after), 1);
      await after.close();
      await before.database.drop();
    }
  });
});
