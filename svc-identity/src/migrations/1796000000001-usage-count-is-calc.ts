import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaOf } from '@takehome/service-kit';

/** The count of calculations used is svc-calc's (its usage windows); identity's copy was never the real one. */
export class UsageCountIsCalc1796000000001 implements MigrationInterface {
  name = 'UsageCountIsCalc1796000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "${schemaOf(q.connection)}"."users" DROP COLUMN "calculations_used"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "${schemaOf(q.connection)}"."users" ADD COLUMN "calculations_used" integer NOT NULL DEFAULT 0 CHECK ("calculations_used" >= 0)`,
    );
  }
}
