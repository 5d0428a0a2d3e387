import { randomUUID } from 'node:crypto';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { normalizeInput, roundCents } from '@takehome/calc-engine';
import { paycheckOf } from '@takehome/calc-engine/tax';
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
import { assertSelfOrAdmin, OutboxService, tableOf, type AuthUser } from '@takehome/service-kit';
import { DataSource, In, MoreThanOrEqual, QueryFailedError, Repository, type SelectQueryBuilder } from 'typeorm';
import { Clock } from '../clock/clock.js';
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
import { toMonthCalculationRowDto, toSavedCalculationDto } from './calculations.mapper.js';
import { defaultCalculationName } from './default-name.js';
import { GroupCommit } from './group-commit.js';

/** Save statements running at once; saves arriving meanwhile wait and go together in the next one. */
const SAVE_WRITES_IN_FLIGHT = 4;
/** The most saves one statement writes. */
const SAVE_BATCH_MAX = 256;

/** A value the database refused (SQLSTATE class 22 or 23): one save's fault, so its batch is retried row by row. */
function refusedValue(error: unknown): boolean {
  const code = error instanceof QueryFailedError ? (error.driverError as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^2[23]/.test(code);
}

/** The most rows /analytics reads: a year of a calculation saved every day, many times over. */
const ANALYTICS_MAX_ROWS = 5000;

/** Keeps a query to the calendar month that contains `now` in `tz`. */
function inMonthOf<T extends object>(query: SelectQueryBuilder<T>, now: Date, tz: string): SelectQueryBuilder<T> {
  const monthStart = `date_trunc('month', CAST(:now AS timestamptz) AT TIME ZONE :tz)`;
  return query
    .andWhere(`c.calculation_date >= (${monthStart}) AT TIME ZONE :tz`)
    .andWhere(`c.calculation_date < (${monthStart} + interval '1 month') AT TIME ZONE :tz`)
    .setParameters({ now: now.toISOString(), tz });
}

@Injectable()
export class CalculationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Calculation) private readonly calculations: Repository<Calculation>,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    private readonly tiers: TiersService,
  ) {}

  /** Stores the server's own results for the given inputs and emits `calculation.saved`. */
  async save(user: AuthUser, dto: SaveCalculationDto, tz: string): Promise<SavedCalculationDto> {
    if (dto.userId && dto.userId !== user.id) throw new ForbiddenException('userId does not match the signed-in user');
    const inputs = normalizeInput(dto.calculationData.inputs);
    const { weeklyExpenses, ...results } = paycheckOf(inputs);
    const now = this.clock.now();
    const row = Object.assign(new Calculation(), {
      id: randomUUID(),
      userId: user.id,
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
    // Answered once the statement holding this row (and its event) has committed.
    await this.saves.add(row);
    return toSavedCalculationDto(row);
  }

  /**
   * Saves that arrive together go in one statement (issue 11's profile): their rows and their events
   * in one INSERT…INSERT, one round trip, one commit, atomic without BEGIN/COMMIT.
   */
  private readonly saves = new GroupCommit<Calculation>((rows) => this.insertSaves(rows), {
    maxInFlight: SAVE_WRITES_IN_FLIGHT,
    maxBatch: SAVE_BATCH_MAX,
    isolate: refusedValue,
  });

  private async insertSaves(rows: Calculation[]): Promise<void> {
    await this.outbox.emitWith(
      this.dataSource.manager,
      {
        sql: `INSERT INTO ${tableOf(this.dataSource, 'calculations')} (id, user_id, name, calculation_date, inputs,
                results, weekly_expenses, gross_pay, net_pay, left_over, total_deductions, total_expenses)
              SELECT id, user_id, name, calculation_date, inputs, results, weekly_expenses, gross_pay, net_pay,
                     left_over, total_deductions, total_expenses
                FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, user_id uuid, name varchar, calculation_date timestamptz,
                     inputs jsonb, results jsonb, weekly_expenses jsonb, gross_pay numeric, net_pay numeric,
                     left_over numeric, total_deductions numeric, total_expenses numeric)`,
        params: [
          JSON.stringify(
            rows.map((row) => ({
              id: row.id,
              user_id: row.userId,
              name: row.name,
              calculation_date: row.calculationDate,
              inputs: row.inputs,
              results: row.results,
              weekly_expenses: row.weeklyExpenses,
              gross_pay: row.grossPay,
              net_pay: row.netPay,
              left_over: row.leftOver,
              total_deductions: row.totalDeductions,
              total_expenses: row.totalExpenses,
            })),
          ),
        ],
      },
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
    );
  }

  /** The user's newest calculations of the current month in `tz`, newest first. */
  async thisMonth(user: AuthUser, userId: string, { tz, limit }: ThisMonthQueryDto): Promise<MonthCalculationRowDto[]> {
    assertSelfOrAdmin(user, userId);
    const rows = await inMonthOf(this.calculations.createQueryBuilder('c'), this.clock.now(), tz)
      .select(['c.id', 'c.name', 'c.calculationDate', 'c.netPay', 'c.leftOver'])
      .andWhere('c.user_id = :userId', { userId })
      .orderBy('c.calculation_date', 'DESC')
      .addOrderBy('c.id')
      .limit(limit)
      .getMany();
    return rows.map(toMonthCalculationRowDto);
  }

  /** The 'This Month' card: count and totals of the current month in `tz`. */
  async monthlySummary(user: AuthUser, userId: string, tz: string): Promise<MonthlySummaryDto> {
    assertSelfOrAdmin(user, userId);
    const totals = await inMonthOf(this.calculations.createQueryBuilder('c'), this.clock.now(), tz)
      .select('count(*)', 'count')
      .addSelect('coalesce(sum(c.net_pay), 0)', 'netPay')
      .addSelect('coalesce(avg(c.gross_pay), 0)', 'grossPay')
      .addSelect('coalesce(sum(c.left_over), 0)', 'leftOver')
      .andWhere('c.user_id = :userId', { userId })
      .getRawOne<{ count: string; netPay: string; grossPay: string; leftOver: string }>();
    return {
      totalCalculations: Number(totals?.count ?? 0),
      totalNetPay: roundCents(Number(totals?.netPay ?? 0)),
      averageGrossPay: roundCents(Number(totals?.grossPay ?? 0)),
      totalLeftOver: roundCents(Number(totals?.leftOver ?? 0)),
    };
  }

  /** The caller's saved calculations, newest first, optionally between two instants; before this month only with Pro (D12). */
  async list(user: AuthUser, query: ListCalculationsDto): Promise<CalculationPageDto> {
    if (!(query.from && query.from >= (await this.monthStart(query.tz)))) await this.assertFeature(user, 'savedHistory');
    const builder = this.calculations
      .createQueryBuilder('c')
      .where('c.user_id = :userId', { userId: user.id })
      .orderBy('c.calculation_date', 'DESC')
      .addOrderBy('c.id')
      .skip((query.page - 1) * query.pageSize)
      .take(query.pageSize);
    if (query.from) builder.andWhere('c.calculation_date >= :from', { from: query.from });
    if (query.to) builder.andWhere('c.calculation_date < :to', { to: query.to });
    const [rows, total] = await builder.getManyAndCount();
    return { items: rows.map(toSavedCalculationDto), page: query.page, pageSize: query.pageSize, total };
  }

  /** The data of the chosen calculations for a PDF, CSV or Excel file (Pro, D12), newest first. */
  async export(user: AuthUser, dto: ExportCalculationsDto): Promise<SavedCalculationDto[]> {
    await this.assertFeature(user, 'export');
    const rows = await this.calculations.find({
      where: { userId: user.id, id: In(dto.ids) },
      order: { calculationDate: 'DESC', id: 'ASC' },
    });
    return rows.map(toSavedCalculationDto);
  }

  /** What /analytics is computed from (Pro, D12): every calculation saved since `from`, newest first. */
  async since(user: AuthUser, query: CalculationsSinceQueryDto): Promise<CalculationsSinceDto> {
    await this.assertFeature(user, 'analytics');
    const rows = await this.calculations.find({
      where: { userId: user.id, calculationDate: MoreThanOrEqual(query.from) },
      order: { calculationDate: 'DESC', id: 'ASC' },
      take: ANALYTICS_MAX_ROWS,
    });
    return { items: rows.map(toSavedCalculationDto) };
  }

  async get(user: AuthUser, id: string): Promise<SavedCalculationDto> {
    return toSavedCalculationDto(await this.findOwn(user, id));
  }

  async rename(user: AuthUser, id: string, dto: RenameCalculationDto): Promise<SavedCalculationDto> {
    const row = await this.findOwn(user, id);
    row.name = dto.name;
    return toSavedCalculationDto(await this.calculations.save(row));
  }

  async delete(user: AuthUser, id: string): Promise<void> {
    const { affected } = await this.calculations.delete({ id, userId: user.id });
    if (!affected) throw new NotFoundException('Calculation not found');
  }

  /** 403 with the gate's own sentence when the caller's plan lacks the feature. */
  private async assertFeature(user: AuthUser, feature: GatedFeature): Promise<void> {
    if (!canUseFeature(await this.tiers.tierOf(user), feature)) throw new ForbiddenException(FEATURE_GATES[feature].message);
  }

  /** The first instant of the current month in `tz`. */
  private async monthStart(tz: string): Promise<Date> {
    const [{ start }]: Array<{ start: Date }> = await this.dataSource.query(
      `SELECT date_trunc('month', CAST($1 AS timestamptz) AT TIME ZONE $2) AT TIME ZONE $2 AS start`,
      [this.clock.now().toISOString(), tz],
    );
    return start;
  }

  /** Someone else's calculation answers exactly like a missing one. */
  private async findOwn(user: AuthUser, id: string): Promise<Calculation> {
    const row = await this.calculations.findOneBy({ id, userId: user.id });
    if (!row) throw new NotFoundException('Calculation not found');
    return row;
  }
}
