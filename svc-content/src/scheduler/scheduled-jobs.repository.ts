import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial, type EntityManager } from 'typeorm';
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

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  findById(id: string, tx?: EntityManager): Promise<ScheduledJob | null> {
    return (tx?.getRepository(ScheduledJob) ?? this.jobs()).findOneBy({ id });
  }

  insert(fields: DeepPartial<ScheduledJob>, tx: EntityManager): Promise<ScheduledJob> {
    return tx.save(tx.create(ScheduledJob, fields));
  }

  /** Flips is_active in the database itself, so concurrent toggles never lose one; the number of jobs flipped. */
  async toggleActive(id: string, tx: EntityManager): Promise<number> {
    const { affected } = await tx
      .createQueryBuilder()
      .update(ScheduledJob)
      .set({ isActive: () => 'NOT is_active' })
      .where('id = :id', { id })
      .execute();
    return affected ?? 0;
  }

  /** The number of jobs deleted (0 or 1). */
  async deleteById(id: string, tx: EntityManager): Promise<number> {
    const { affected } = await tx.delete(ScheduledJob, { id });
    return affected ?? 0;
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
