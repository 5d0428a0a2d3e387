import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * The ingest path's database handle. It writes no table of svc-analytics: accepted browser batches
 * go to the kit's outbox (OutboxService.emitMany), given the data source's own manager, so a group's
 * insert is one autocommitted statement, with no BEGIN/COMMIT round trips.
 */
@Injectable()
export class IngestRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `work` outside any transaction: each statement it makes commits on its own. */
  autocommit<T>(work: (db: EntityManager) => Promise<T>): Promise<T> {
    return work(this.dataSource.manager);
  }
}
