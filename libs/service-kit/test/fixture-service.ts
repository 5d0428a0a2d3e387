// A tiny service built on the kit, used only by the kit's own tests.
import { Body, Controller, Get, Injectable, Module, Post, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventEnvelope } from '@takehome/contracts';
import { DataSource, type EntityManager, type MigrationInterface, type QueryRunner } from 'typeorm';
import { z } from 'zod';
import {
  AdminOnly,
  baseConfigSchema,
  ClientAddress,
  CurrentUser,
  DatabaseModule,
  EventsModule,
  OptionalAuth,
  OutboxService,
  Public,
  RateLimitPerAddress,
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
    await q.query(
      `CREATE TABLE "${schemaOf(q.connection)}"."seen" ("event_id" uuid NOT NULL, "session_id" text NOT NULL)`,
    );
  }
  async down(q: QueryRunner) {
    await q.query(`DROP TABLE "${schemaOf(q.connection)}"."seen"`);
  }
}

/** While `held` is set, the consumer waits on it before applying anything: a consumer that lags. */
export const handlerGate: { held: Promise<void> | null } = { held: null };

@Injectable()
class RecordedHandler implements EventHandler<'calculation.recorded'> {
  readonly eventType = 'calculation.recorded' as const;
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}
  async handle(event: EventEnvelope<'calculation.recorded'>, manager: EntityManager) {
    // A poison message: its handler always fails (the dead-letter test sends one).
    if (event.data.sessionId.startsWith('poison')) throw new Error(`cannot handle ${event.data.sessionId}`);
    if (handlerGate.held) await handlerGate.held;
    await manager.query(`INSERT INTO ${tableOf(this.dataSource, 'seen')} VALUES ($1, $2)`, [
      event.id,
      event.data.sessionId,
    ]);
  }
}

const nameSchema = z.object({ name: z.string().min(1) }).strict();
const emitSchema = z.object({ sessionId: z.string() }).strict();
const emitWithSchema = z.object({ sessionIds: z.array(z.string()).min(1), inTransaction: z.boolean() }).strict();
const emitManySchema = z
  .object({ prefix: z.string(), count: z.number().int().min(1).max(10_000), inTransaction: z.boolean().optional() })
  .strict();

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
  @Get('address') @Public() address(@ClientAddress() address: string) {
    return { address };
  }
  @Post('limited')
  @Public()
  @RateLimitPerAddress({ name: 'fixture.limited', max: 3, windowSeconds: 60 })
  limited(@ClientAddress() address: string) {
    return { address };
  }
  @Post('limited-briefly')
  @Public()
  @RateLimitPerAddress({ name: 'fixture.brief', max: 1, windowSeconds: 1, message: 'Slow down.' })
  limitedBriefly() {
    return { ok: true };
  }
  /** Answers after `ms` (a request in flight while the service stops). */
  @Get('slow') @Public() async slow(@Query('ms') ms: string) {
    await new Promise((resolve) => setTimeout(resolve, Number(ms)));
    return { done: true };
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
  /** Several events in one insert: in a transaction (by default), or alone outside one (svc-analytics's ingest). */
  @Post('emit-many') @Public() async emitMany(
    @Body(zodPipe(emitManySchema)) { prefix, count, inTransaction = true }: z.infer<typeof emitManySchema>,
  ) {
    const events = Array.from({ length: count }, (_, i) => ({
      userId: null,
      sessionId: `${prefix}-${String(i).padStart(5, '0')}`,
      userType: 'non-user' as const,
      calculationType: 'paycheck' as const,
      userAgent: null,
    }));
    if (inTransaction)
      await this.dataSource.transaction((manager) => this.outbox.emitMany(manager, 'calculation.recorded', events));
    else await this.outbox.emitMany(this.dataSource.manager, 'calculation.recorded', events);
    return { emitted: count };
  }
  /** A change and its event as one statement (as svc-calc's saves), outside a transaction or inside one. */
  @Post('emit-with') @Public() async emitWith(
    @Body(zodPipe(emitWithSchema)) { sessionIds, inTransaction }: z.infer<typeof emitWithSchema>,
  ) {
    const events = sessionIds.map((sessionId) => ({
      userId: null,
      sessionId,
      userType: 'non-user' as const,
      calculationType: 'paycheck' as const,
      userAgent: null,
    }));
    const change = { sql: `UPDATE ${tableOf(this.dataSource, 'seen')} SET session_id = $1 WHERE false`, params: ['-'] };
    const write = (manager: EntityManager) => this.outbox.emitWith(manager, change, 'calculation.recorded', events);
    return inTransaction ? this.dataSource.transaction(write) : write(this.dataSource.manager);
  }
  @Get('seen') @Public() async seen() {
    return this.dataSource.query<Array<{ event_id: string; session_id: string }>>(
      `SELECT event_id, session_id FROM ${tableOf(this.dataSource, 'seen')} ORDER BY session_id`,
    );
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
