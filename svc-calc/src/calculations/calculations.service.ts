import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { normalizeInput, type PaycheckInput, type StateCode } from '@takehome/calc-engine';
import { localities, paycheckOf } from '@takehome/calc-engine/tax';
import {
  canUseFeature,
  FEATURE_GATES,
  type CalculationsSinceDto,
  type CalculationPageDto,
  type GatedFeature,
  type MonthCalculationRowDto,
  type MonthlySummaryDto,
  type SavedCalculationDto,
} from '@takehome/contracts';
import {
  assertSelfOrAdmin,
  assertSignedIn,
  Clock,
  GroupCommit,
  OutboxService,
  currentIdempotencyClaim,
  recordIdempotentAnswer,
  timeOrderedId,
  type AuthUser,
} from '@takehome/service-kit';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { TiersService } from '../tiers/tiers.service.js';
import { Calculation } from './calculation.entity.js';
import type {
  CalculationsSinceQueryDto,
  ExportCalculationsDto,
  ListCalculationsDto,
  RenameCalculationDto,
  SaveCalculationDto,
  ThisMonthQueryDto,
} from './calculations.dto.js';
import {
  toCalculationPageDto,
  toCalculationsSinceDto,
  toMonthCalculationRowDto,
  toMonthlySummaryDto,
  toSavedCalculationDto,
} from './calculations.mapper.js';
import { CalculationsRepository } from './calculations.repository.js';
import { defaultCalculationName } from './default-name.js';

/** Save statements running at once; saves arriving meanwhile wait and go together in the next one. */
const SAVE_WRITES_IN_FLIGHT = 4;
/** The most saves one statement writes. */
const SAVE_BATCH_MAX = 256;

/** A value the database refused (SQLSTATE class 22 or 23): one save's fault, so its batch is retried row by row. */
function refusedValue(error: unknown): boolean {
  const code = error instanceof QueryFailedError ? (error.driverError as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^2[23]/.test(code);
}

/**
 * A well-formed locality code the tax tables do not have would be saved and figure no local tax at all; it is
 * refused instead (docs/product/taxes.md, local taxes).
 */
function assertKnownLocalities(inputs: PaycheckInput): void {
  for (const field of ['homeLocality', 'workLocality'] as const) {
    const code = inputs[field];
    if (code && !localities(code.slice(0, 2) as StateCode, inputs.taxYear).some((known) => known.code === code))
      throw new BadRequestException(
        `calculationData.inputs.${field}: ${code} is not a locality with a local tax; leave it empty for none`,
      );
  }
}

/** The most rows /analytics reads: a year of a calculation saved every day, many times over. */
const ANALYTICS_MAX_ROWS = 5000;

/** A save waiting for its statement: the row, and the request's idempotency key with its answer. */
interface PendingSave {
  row: Calculation;
  key?: [string, string, number, string];
}

@Injectable()
export class CalculationsService {
  constructor(
    private readonly calculations: CalculationsRepository,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    private readonly tiers: TiersService,
  ) {}

  /** Stores the server's own results for the given inputs and emits `calculation.saved`. */
  async save(auth: AuthUser, dto: SaveCalculationDto, tz: string): Promise<SavedCalculationDto> {
    assertSignedIn(auth);
    if (dto.userId && dto.userId !== auth.id) throw new ForbiddenException('userId does not match the signed-in user');
    const inputs = normalizeInput(dto.calculationData.inputs);
    assertKnownLocalities(inputs);
    const { weeklyExpenses, ...results } = paycheckOf(inputs);
    const now = this.clock.now();
    const row = Object.assign(new Calculation(), {
      id: timeOrderedId(),
      userId: auth.id,
      name: dto.name ?? defaultCalculationName(inputs, results, now, tz),
      calculationDate: now,
      inputs,
      results,
      weeklyExpenses,
      grossPay: results.grossPay,
      netPay: results.netPay,
      leftOver: results.leftOver,
      totalDeductions: results.totalDeductions,
      totalExpenses: results.totalExpenses,
    });
    const answer = toSavedCalculationDto(row);
    // Answered once the statement holding this row (and its event, and the request's idempotency key
    // with this answer) has committed.
    await this.saves.add({ row, key: currentIdempotencyClaim()?.record(answer) });
    return answer;
  }

  /**
   * Saves that arrive together go in one statement (docs/adr/0013-group-commit-and-prepared-hot-statements.md): their rows and their events
   * in one INSERT…INSERT, one round trip, one commit, atomic without BEGIN/COMMIT.
   */
  private readonly saves = new GroupCommit<PendingSave>((items) => this.insertSaves(items), {
    maxInFlight: SAVE_WRITES_IN_FLIGHT,
    maxBatch: SAVE_BATCH_MAX,
    isolate: refusedValue,
  });

  private async insertSaves(items: PendingSave[]): Promise<void> {
    const rows = items.map((item) => item.row);
    await this.outbox.emitWith(
      this.calculations.autocommit,
      this.calculations.insertManyStatement(rows),
      'calculation.saved',
      rows.map((row) => ({
        userId: row.userId,
        calculationId: row.id,
        grossPay: row.grossPay,
        netPay: row.netPay,
        leftOver: row.leftOver,
        calculationDate: row.calculationDate.toISOString(),
        taxMode: row.inputs.taxMode,
      })),
      items.flatMap((item) => (item.key ? [item.key] : [])),
    );
  }

  /** The user's newest calculations of the current month in `tz`, newest first. */
  async thisMonth(auth: AuthUser, userId: string, { tz, limit }: ThisMonthQueryDto): Promise<MonthCalculationRowDto[]> {
    assertSelfOrAdmin(auth, userId);
    const rows = await this.calculations.findInMonth(userId, this.clock.now(), tz, limit);
    return rows.map(toMonthCalculationRowDto);
  }

  /** The 'This Month' card: count and totals of the current month in `tz`. */
  async monthlySummary(auth: AuthUser, userId: string, tz: string): Promise<MonthlySummaryDto> {
    assertSelfOrAdmin(auth, userId);
    return toMonthlySummaryDto(await this.calculations.monthTotals(userId, this.clock.now(), tz));
  }

  /** The caller's saved calculations, newest first, optionally between two instants; before this month only with Pro (docs/product/plans.md). */
  async list(auth: AuthUser, query: ListCalculationsDto): Promise<CalculationPageDto> {
    assertSignedIn(auth);
    if (!(query.from && query.from >= (await this.calculations.monthStart(this.clock.now(), query.tz)))) {
      await this.assertFeature(auth, 'savedHistory');
    }
    const [rows, total] = await this.calculations.findPage(auth.id, query);
    return toCalculationPageDto(rows, total, query);
  }

  /** The data of the chosen calculations for a PDF, CSV or Excel file (Pro, docs/product/plans.md), newest first. */
  async export(auth: AuthUser, dto: ExportCalculationsDto): Promise<SavedCalculationDto[]> {
    assertSignedIn(auth);
    await this.assertFeature(auth, 'export');
    const rows = await this.calculations.findOwnMany(auth.id, dto.ids);
    return rows.map(toSavedCalculationDto);
  }

  /** What /analytics is computed from (Pro, docs/product/plans.md): every calculation saved since `from`, newest first. */
  async since(auth: AuthUser, query: CalculationsSinceQueryDto): Promise<CalculationsSinceDto> {
    assertSignedIn(auth);
    await this.assertFeature(auth, 'analytics');
    return toCalculationsSinceDto(await this.calculations.findSince(auth.id, query.from, ANALYTICS_MAX_ROWS));
  }

  async get(auth: AuthUser, id: string): Promise<SavedCalculationDto> {
    assertSignedIn(auth);
    return toSavedCalculationDto(await this.findOwn(auth, id));
  }

  async rename(auth: AuthUser, id: string, dto: RenameCalculationDto): Promise<SavedCalculationDto> {
    assertSignedIn(auth);
    // The new name and the request's idempotency key with this answer commit together.
    return this.calculations.transaction(async (tx) => {
      const row = await this.findOwn(auth, id, tx);
      row.name = dto.name;
      const answer = toSavedCalculationDto(await this.calculations.save(row, tx));
      await recordIdempotentAnswer(tx, answer);
      return answer;
    });
  }

  /** Answers nothing (204); a delete sent again with its key answers 204 again, not 404. */
  async delete(auth: AuthUser, id: string): Promise<void> {
    assertSignedIn(auth);
    await this.calculations.transaction(async (tx) => {
      if (!(await this.calculations.deleteOwn(auth.id, id, tx))) throw new NotFoundException('Calculation not found');
      await recordIdempotentAnswer(tx, null);
    });
  }

  /** 403 with the gate's own sentence when the caller's plan lacks the feature. */
  private async assertFeature(auth: AuthUser, feature: GatedFeature): Promise<void> {
    if (!canUseFeature(await this.tiers.tierOf(auth), feature))
      throw new ForbiddenException(FEATURE_GATES[feature].message);
  }

  /** Someone else's calculation answers exactly like a missing one. */
  private async findOwn(auth: AuthUser, id: string, tx?: EntityManager): Promise<Calculation> {
    const row = await this.calculations.findOwn(auth.id, id, tx);
    if (!row) throw new NotFoundException('Calculation not found');
    return row;
  }
}
