import {
  BeforeApplicationShutdown,
  HttpException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import type {
  ScheduledJob as ScheduledJobDto,
  ScheduledJobListResponse,
  ScheduledJobRunResponse,
  SuccessResponse,
} from '@takehome/contracts';
import { SERVICE_CONFIG } from '@takehome/service-kit';
import { DataSource } from 'typeorm';
import { ActivityLogService } from '../activity-log/activity-log.service.js';
import { AiWriterService } from '../ai-writer/ai-writer.service.js';
import type { ContentConfig } from '../config.js';
import { dueOccurrence, nextRunOf, scheduleNameOf } from './cron-pattern.js';
import { ScheduledJob } from './scheduled-job.entity.js';
import type { CreateJobDto } from './scheduler.dto.js';

const CRON_PREFIX = 'content-job:';
/** Replicas pick up jobs created, paused or deleted elsewhere within this time. */
const SYNC_INTERVAL_MS = 30_000;

/** A failure as one log line: the message, and its details when there are any. */
function failureText(error: unknown): string {
  if (error instanceof HttpException) {
    const body = error.getResponse() as { details?: unknown };
    return typeof body === 'object' && body.details !== undefined
      ? `${error.message}: ${typeof body.details === 'string' ? body.details : JSON.stringify(body.details)}`
      : error.message;
  }
  return (error as Error).message;
}

/**
 * Stored jobs (D8) run as @nestjs/schedule cron jobs on every replica; a due run is claimed in
 * the database (`last_run` moves to that occurrence only if it is older), so exactly one
 * replica runs it. A run writes the next roadmap article through the AI writer.
 */
@Injectable()
export class SchedulerService implements OnApplicationBootstrap, OnModuleDestroy, BeforeApplicationShutdown {
  private readonly logger = new Logger('Scheduler');
  private readonly runs = new Set<Promise<void>>();
  private syncTimer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
    private readonly registry: SchedulerRegistry,
    private readonly writer: AiWriterService,
    private readonly log: ActivityLogService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sync();
    this.syncTimer = setInterval(
      () => void this.sync().catch((error) => this.logger.warn(`Job sync failed: ${(error as Error).message}`)),
      SYNC_INTERVAL_MS,
    );
  }

  onModuleDestroy(): void {
    this.stopped = true;
    clearInterval(this.syncTimer);
    for (const name of this.cronNames()) this.registry.deleteCronJob(name);
  }

  /** Runs under way finish (the AI writer aborts its calls on module destroy) while the database is still open. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.runs]);
  }

  async list(): Promise<ScheduledJobListResponse> {
    const jobs = await this.repository().find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return { jobs: jobs.map((job) => this.toJob(job)) };
  }

  async create(dto: CreateJobDto): Promise<ScheduledJobDto> {
    const job = await this.repository().save(this.repository().create(dto));
    await this.log.append('scheduler', `Scheduled "${job.name}" (${job.cronPattern}${job.isActive ? '' : ', paused'})`);
    await this.sync();
    return this.toJob(job);
  }

  /** Pause or resume, flipped in the database itself so two admins toggling at once never lose a click. */
  async toggle(id: string): Promise<ScheduledJobDto> {
    const { affected } = await this.dataSource
      .createQueryBuilder()
      .update(ScheduledJob)
      .set({ isActive: () => 'NOT is_active' })
      .where('id = :id', { id })
      .execute();
    if (!affected) throw new NotFoundException('Scheduled job not found');
    const job = await this.find(id);
    await this.log.append('scheduler', `${job.isActive ? 'Resumed' : 'Paused'} "${job.name}"`);
    await this.sync();
    return this.toJob(job);
  }

  async remove(id: string): Promise<SuccessResponse> {
    const job = await this.find(id);
    await this.repository().delete(id);
    await this.log.append('scheduler', `Deleted "${job.name}"`);
    await this.sync();
    return { success: true };
  }

  /** Run now: generates at once, whatever the schedule, and records it as the last run. */
  async runNow(id: string): Promise<ScheduledJobRunResponse> {
    const job = await this.find(id);
    job.lastRun = new Date();
    await this.repository().update(id, { lastRun: job.lastRun });
    const message = await this.generate(job.name);
    return { job: this.toJob(job), message };
  }

  /** Makes this replica's cron jobs match the stored ones: added, started, stopped or removed. */
  private async sync(): Promise<void> {
    const jobs = await this.repository().find();
    if (this.stopped) return;
    const stored = new Set(jobs.map((job) => CRON_PREFIX + job.id));
    for (const name of this.cronNames()) if (!stored.has(name)) this.registry.deleteCronJob(name);
    for (const job of jobs) {
      const name = CRON_PREFIX + job.id;
      if (!this.registry.doesExist('cron', name)) {
        const cron = new CronJob(
          job.cronPattern,
          () => this.track(this.tick(job.id, job.cronPattern)),
          null,
          false,
          this.config.SCHEDULER_TZ,
        );
        this.registry.addCronJob(name, cron);
      }
      const cron = this.registry.getCronJob(name);
      if (job.isActive && !cron.isActive) cron.start();
      if (!job.isActive && cron.isActive) void cron.stop();
    }
  }

  private async tick(id: string, pattern: string): Promise<void> {
    const due = dueOccurrence(pattern, this.config.SCHEDULER_TZ, new Date());
    if (!due) return;
    const claimed = await this.dataSource
      .createQueryBuilder()
      .update(ScheduledJob)
      .set({ lastRun: due })
      .where('id = :id AND is_active AND (last_run IS NULL OR last_run < :due)', { id, due })
      .returning(['name'])
      .execute();
    const [job] = claimed.raw as Array<{ name: string }>;
    if (job) await this.generate(job.name);
  }

  /** One scheduler log line per run: the draft written, or why there is none (D9 without a key). */
  private async generate(jobName: string): Promise<string> {
    let message: string;
    try {
      const result = await this.writer.generate({ strategy: 'roadmap' });
      message = `"${jobName}": draft "${result.post.title}" saved (${result.wordCount} words)`;
    } catch (error) {
      message = `"${jobName}": ${failureText(error)}`;
    }
    await this.log.append('scheduler', message);
    return message;
  }

  private track(run: Promise<void>): void {
    const tracked = run
      .catch((error) => this.logger.error(`Scheduled run failed: ${(error as Error).message}`))
      .finally(() => this.runs.delete(tracked));
    this.runs.add(tracked);
  }

  private cronNames(): string[] {
    return [...this.registry.getCronJobs().keys()].filter((name) => name.startsWith(CRON_PREFIX));
  }

  private async find(id: string): Promise<ScheduledJob> {
    const job = await this.repository().findOneBy({ id });
    if (!job) throw new NotFoundException('Scheduled job not found');
    return job;
  }

  private repository() {
    return this.dataSource.getRepository(ScheduledJob);
  }

  private toJob(job: ScheduledJob): ScheduledJobDto {
    return {
      id: job.id,
      name: job.name,
      cronPattern: job.cronPattern,
      schedule: scheduleNameOf(job.cronPattern),
      isActive: job.isActive,
      nextRun: job.isActive ? nextRunOf(job.cronPattern, this.config.SCHEDULER_TZ).toISOString() : null,
      lastRun: job.lastRun?.toISOString() ?? null,
      createdAt: job.createdAt.toISOString(),
    };
  }
}
