import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial } from 'typeorm';
import { ScheduledJob } from './scheduled-job.entity.js';

/** The stored blog-generation schedules (docs/product/schedules.md). */
@Injectable()
export class ScheduledJobsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every job, oldest first (the admin list). */
  findAllInOrder(): Promise<ScheduledJob[]> {
    return this.jobs().find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Every job, in no particular order (a replica's cron sync). */
  findAll(): Promise<ScheduledJob[]> {
    return this.jobs().find();
  }

  findById(id: string): Promise<ScheduledJob | null> {
    return this.jobs().findOneBy({ id });
  }

  insert(fields: DeepPartial<ScheduledJob>): Promise<ScheduledJob> {
    return this.jobs().save(this.jobs().create(fields));
  }

  /** Flips is_active in the database itself, so concurrent toggles never lose one; the number of jobs flipped. */
  async toggleActive(id: string): Promise<number> {
    const { affected } = await this.dataSource
      .createQueryBuilder()
      .update(ScheduledJob)
      .set({ isActive: () => 'NOT is_active' })
      .where('id = :id', { id })
      .execute();
    return affected ?? 0;
  }

  async deleteById(id: string): Promise<void> {
    await this.jobs().delete(id);
  }

  async setLastRun(id: string, at: Date): Promise<void> {
    await this.jobs().update(id, { lastRun: at });
  }

  /**
   * Claims the occurrence `due` of an active job: last_run moves to it only if it is older, so
   * exactly one replica wins. The job's name when this call claimed it, else undefined.
   */
  async claimDueRun(id: string, due: Date): Promise<string | undefined> {
    const claimed = await this.dataSource
      .createQueryBuilder()
      .update(ScheduledJob)
      .set({ lastRun: due })
      .where('id = :id AND is_active AND (last_run IS NULL OR last_run < :due)', { id, due })
      .returning(['name'])
      .execute();
    const [job] = claimed.raw as Array<{ name: string }>;
    return job?.name;
  }

  private jobs() {
    return this.dataSource.getRepository(ScheduledJob);
  }
}
