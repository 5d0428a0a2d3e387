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
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import type {
  GenerateAiResponse,
  ScheduledJob as ScheduledJobDto,
  ScheduledJobListResponse,
  ScheduledJobRunResponse,
  SuccessResponse,
} from '@takehome/contracts';
import { assertAdmin, Clock, isIdempotencyKeyConflict, recordIdempotentAnswer, SERVICE_CONFIG, type AuthUser } from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import { ActivityLogService } from '../activity-log/activity-log.service.js';
import { AiWriterService } from '../ai-writer/ai-writer.service.js';
import type { ContentConfig } from '../config.js';
import { dueOccurrence } from './cron-pattern.js';
import type { ScheduledJob } from './scheduled-job.entity.js';
import { toScheduledJob } from './scheduled-job.mapper.js';
import { ScheduledJobsRepository } from './scheduled-jobs.repository.js';
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
 * Stored jobs (docs/product/schedules.md) run as @nestjs/schedule cron jobs on every replica; a due run is claimed in
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
    private readonly jobs: ScheduledJobsRepository,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
    private readonly registry: SchedulerRegistry,
    private readonly writer: AiWriterService,
    private readonly log: ActivityLogService,
    private readonly clock: Clock,
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

  async list(auth: AuthUser): Promise<ScheduledJobListResponse> {
    assertAdmin(auth);
    const jobs = await this.jobs.findAllInOrder();
    return { jobs: jobs.map((job) => this.toJob(job)) };
  }

  /**
   * The writes of create, toggle and delete commit with the request's idempotency key and the answer;
   * the log line and this replica's cron sync follow (other replicas sync within SYNC_INTERVAL_MS).
   */
  async create(auth: AuthUser, dto: CreateJobDto): Promise<ScheduledJobDto> {
    assertAdmin(auth);
    const job = await this.jobs.transaction(async (tx) => {
      const inserted = await this.jobs.insert(dto, tx);
      await recordIdempotentAnswer(tx, this.toJob(inserted));
      return inserted;
    });
    await this.log.append('scheduler', `Scheduled "${job.name}" (${job.cronPattern}${job.isActive ? '' : ', paused'})`);
    await this.sync();
    return this.toJob(job);
  }

  /** Pause or resume, flipped in the database itself so two admins toggling at once never lose a click. */
  async toggle(auth: AuthUser, id: string): Promise<ScheduledJobDto> {
    assertAdmin(auth);
    const job = await this.jobs.transaction(async (tx) => {
      if (!(await this.jobs.toggleActive(id, tx))) throw new NotFoundException('Scheduled job not found');
      const toggled = await this.find(id, tx);
      await recordIdempotentAnswer(tx, this.toJob(toggled));
      return toggled;
    });
    await this.log.append('scheduler', `${job.isActive ? 'Resumed' : 'Paused'} "${job.name}"`);
    await this.sync();
    return this.toJob(job);
  }

  async remove(auth: AuthUser, id: string): Promise<SuccessResponse> {
    assertAdmin(auth);
    const answer: SuccessResponse = { success: true };
    const job = await this.jobs.transaction(async (tx) => {
      const found = await this.find(id, tx);
      if (!(await this.jobs.deleteById(id, tx))) throw new NotFoundException('Scheduled job not found');
      await recordIdempotentAnswer(tx, answer);
      return found;
    });
    await this.log.append('scheduler', `Deleted "${job.name}"`);
    await this.sync();
    return answer;
  }

  /**
   * Run now: generates at once, whatever the schedule, and records it as the last run. The answer is
   * stored with the request's idempotency key in the draft's transaction, or, when no draft was
   * written, in that of the run's log line.
   */
  async runNow(auth: AuthUser, id: string): Promise<ScheduledJobRunResponse> {
    assertAdmin(auth);
    const job = await this.find(id);
    job.lastRun = this.clock.now();
    await this.jobs.setLastRun(id, job.lastRun);
    const answerOf = (message: string): ScheduledJobRunResponse => ({ job: this.toJob(job), message });
    return answerOf(await this.generate(job.name, answerOf));
  }

  /** Makes this replica's cron jobs match the stored ones: added, started, stopped or removed. */
  private async sync(): Promise<void> {
    const jobs = await this.jobs.findAll();
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
    const due = dueOccurrence(pattern, this.config.SCHEDULER_TZ, this.clock.now());
    if (!due) return;
    const name = await this.jobs.claimDueRun(id, due);
    if (name !== undefined) await this.generate(name);
  }

  /**
   * One scheduler log line per run: the draft written, or why there is none (without an AI key:
   * docs/product/outside-services.md). `answerOf` (a request's run) makes its answer from the line,
   * stored with the request's idempotency key in the draft's transaction, or else with the line.
   */
  private async generate(jobName: string, answerOf?: (message: string) => unknown): Promise<string> {
    const draftMessage = (result: GenerateAiResponse) =>
      `"${jobName}": draft "${result.post.title}" saved (${result.wordCount} words)`;
    let message: string;
    try {
      const result = await this.writer.writeDraft(
        { strategy: 'roadmap' },
        answerOf && ((written) => answerOf(draftMessage(written))),
      );
      message = draftMessage(result);
    } catch (error) {
      // A concurrent duplicate of this request: answered with the first one's answer.
      if (isIdempotencyKeyConflict(error)) throw error;
      message = `"${jobName}": ${failureText(error)}`;
    }
    await this.log.append('scheduler', message, answerOf?.(message));
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

  private async find(id: string, tx?: EntityManager): Promise<ScheduledJob> {
    const job = await this.jobs.findById(id, tx);
    if (!job) throw new NotFoundException('Scheduled job not found');
    return job;
  }

  private toJob(job: ScheduledJob): ScheduledJobDto {
    return toScheduledJob(job, this.config.SCHEDULER_TZ);
  }
}
