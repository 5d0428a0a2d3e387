import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { schemaOf } from '@takehome/service-kit';
import { DataSource } from 'typeorm';

/**
 * The daily partitions of `events` (RawEventPartitions decides which). Raw SQL: partition DDL and
 * the catalog have no entity.
 */
@Injectable()
export class RawEventPartitionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The names of every partition of `events` (the default one included). */
  async names(): Promise<string[]> {
    const rows = await this.dataSource.query<Array<{ name: string }>>(
      `SELECT c.relname AS name FROM pg_inherits i
         JOIN pg_class c ON c.oid = i.inhrelid
         JOIN pg_class p ON p.oid = i.inhparent
         JOIN pg_namespace n ON n.oid = p.relnamespace
        WHERE n.nspname = $1 AND p.relname = 'events'`,
      [schemaOf(this.dataSource)],
    );
    return rows.map((row) => row.name);
  }

  /** One day's partition [from, to); that day's rows already in the default partition move into it first. */
  async create(name: string, from: Date, to: Date): Promise<void> {
    const s = schemaOf(this.dataSource);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`CREATE TABLE "${s}"."${name}" (LIKE "${s}"."events" INCLUDING DEFAULTS)`);
      await manager.query(
        `WITH moved AS (DELETE FROM "${s}"."events_default" WHERE occurred_at >= $1 AND occurred_at < $2 RETURNING *)
         INSERT INTO "${s}"."${name}" SELECT * FROM moved`,
        [from, to],
      );
      await manager.query(
        `ALTER TABLE "${s}"."events" ATTACH PARTITION "${s}"."${name}"
           FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`,
      );
    });
  }

  /** Drops a day's partition whole, its rows with it. */
  async drop(name: string): Promise<void> {
    await this.dataSource.query(`DROP TABLE "${schemaOf(this.dataSource)}"."${name}"`);
  }

  /** Deletes the default partition's rows older than `cutoff`; answers how many. */
  async deleteFromDefaultBefore(cutoff: Date): Promise<number> {
    const [, deleted] = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM "${schemaOf(this.dataSource)}"."events_default" WHERE occurred_at < $1`,
      [cutoff],
    );
    return Number(deleted);
  }
}
