// A tiny service built on the kit, used only by the kit's own tests.
import { Body, Controller, Get, Injectable, Module, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventEnvelope } from '@takehome/contracts';
import { DataSource, type EntityManager, type MigrationInterface, type QueryRunner } from 'typeorm';
import { z } from 'zod';
import {
  AdminOnly,
  baseConfigSchema,
  CurrentUser,
  DatabaseModule,
  EventsModule,
  OptionalAuth,
  OutboxService,
  Public,
  schemaOf,
  tableOf,
  zodPipe,
  type AuthUser,
  type EventHandler,
  type ServiceDefinition,
} from '../src/index.js';

class SeenTable1700000000000 implements MigrationInterface {
  name = 'SeenTable1700000000000';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE "${schemaOf(q.connection)}"."seen" ("event_id" uuid NOT NULL, "session_id" text NOT NULL)`);
  }
  async down(q: QueryRunner) {
    await q.query(`DROP TABLE "${schemaOf(q.connection)}"."seen"`);
  }
}

@Injectable()
class RecordedHandler implements EventHandler<'calculation.recorded'> {
  readonly eventType = 'calculation.recorded' as const;
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}
  async handle(event: EventEnvelope<'calculation.recorded'>, manager: EntityManager) {
    await manager.query(`INSERT INTO ${tableOf(this.dataSource, 'seen')} VALUES ($1, $2)`, [event.id, event.data.sessionId]);
  }
}

const nameSchema = z.object({ name: z.string().min(1) }).strict();
const emitSchema = z.object({ sessionId: z.string() }).strict();

@Controller('t')
class FixtureController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  @Get('public') @Public() open() {
    return { ok: true };
  }
  @Get('me') me(@CurrentUser() user: AuthUser) {
    return user;
  }
  @Get('optional') @OptionalAuth() optional(@CurrentUser() user?: AuthUser) {
    return { user: user ?? null };
  }
  @Get('admin') @AdminOnly() admin() {
    return { ok: true };
  }
  @Post('echo') @Public() echo(@Body(zodPipe(nameSchema)) body: z.infer<typeof nameSchema>) {
    return body;
  }
  @Get('boom') @Public() boom() {
    throw new Error('secret internal detail');
  }
  @Post('emit') @Public() async emit(@Body(zodPipe(emitSchema)) { sessionId }: z.infer<typeof emitSchema>) {
    return this.dataSource.transaction((manager) =>
      this.outbox.emit(manager, 'calculation.recorded', {
        userId: null,
        sessionId,
        userType: 'non-user',
        calculationType: 'paycheck',
        userAgent: null,
      }),
    );
  }
  @Get('seen') @Public() async seen() {
    return this.dataSource.query(`SELECT event_id, session_id FROM ${tableOf(this.dataSource, 'seen')} ORDER BY session_id`);
  }
}

@Module({
  imports: [
    DatabaseModule.forService({ schema: 'fixture', entities: [], migrations: [SeenTable1700000000000] }),
    EventsModule.forService({ handlers: [RecordedHandler] }),
  ],
  controllers: [FixtureController],
})
class FixtureModule {}

export const fixtureService: ServiceDefinition<z.infer<typeof baseConfigSchema>> = {
  name: 'svc-fixture',
  configSchema: baseConfigSchema,
  module: () => FixtureModule,
};
