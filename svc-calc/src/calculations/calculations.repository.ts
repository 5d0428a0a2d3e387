import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { jsonArrayParam, jsonArraySql, tableOf } from '@takehome/service-kit';
import { DataSource, In, MoreThanOrEqual, Repository, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { Calculation } from './calculation.entity.js';

/** Count and totals of a user's calculations in one month, as Postgres sums them. */
export interface MonthTotals {
  count: string;
  netPay: string;
  grossPay: string;
  leftOver: string;
}

/** Keeps a query to the calendar month that contains `now` in `tz`. */
function inMonthOf<T extends object>(query: SelectQueryBuilder<T>, now: Date, tz: string): SelectQueryBuilder<T> {
  const monthStart = `date_trunc('month', CAST(:now AS timestamptz) AT TIME ZONE :tz)`;
  return query
    .andWhere(`c.calculation_date >= (${monthStart}) AT TIME ZONE :tz`)
    .andWhere(`c.calculation_date < (${monthStart} + interval '1 month') AT TIME ZONE :tz`)
    .setParameters({ now: now.toISOString(), tz });
}

/** The calculations table: users' saved calculations. */
@Injectable()
export class CalculationsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Calculation) private readonly calculations: Repository<Calculation>,
  ) {}

  /**
   * Where `insertManyStatement` runs: the data source's own manager, outside any transaction, so
   * the statement (with its events) has committed when it returns.
   */
  get autocommit(): EntityManager {
    return this.dataSource.manager;
  }

  /**
   * One INSERT of a whole batch of saves, for OutboxService.emitWith to run together with their
   * events. Raw, one array a column: Postgres reads each row's JSON once, as the json it stores
   * (docs/adr/0009-json-columns-for-opaque-documents.md).
   */
  insertManyStatement(rows: readonly Calculation[]): { sql: string; params: unknown[] } {
    const column = <T>(of: (row: Calculation) => T): T[] => rows.map(of);
    return {
      sql: `INSERT INTO ${tableOf(this.dataSource, 'calculations')} (id, user_id, name, calculation_date, inputs,
                results, weekly_expenses, gross_pay, net_pay, left_over, total_deductions, total_expenses)
              SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::varchar[], $4::timestamptz[], ${jsonArraySql('$5')},
                     ${jsonArraySql('$6')}, ${jsonArraySql('$7')}, $8::numeric[], $9::numeric[], $10::numeric[],
                     $11::numeric[], $12::numeric[])`,
      params: [
        column((row) => row.id),
        column((row) => row.userId),
        column((row) => row.name),
        column((row) => row.calculationDate.toISOString()),
        jsonArrayParam(column((row) => JSON.stringify(row.inputs))),
        jsonArrayParam(column((row) => JSON.stringify(row.results))),
        jsonArrayParam(column((row) => JSON.stringify(row.weeklyExpenses))),
        column((row) => row.grossPay),
        column((row) => row.netPay),
        column((row) => row.leftOver),
        column((row) => row.totalDeductions),
        column((row) => row.totalExpenses),
      ],
    };
  }

  /** The user's newest calculations of the month containing `now` in `tz`, newest first: only the row's summary columns. */
  findInMonth(userId: string, now: Date, tz: string, limit: number): Promise<Calculation[]> {
    return inMonthOf(this.calculations.createQueryBuilder('c'), now, tz)
      .select(['c.id', 'c.name', 'c.calculationDate', 'c.netPay', 'c.leftOver'])
      .andWhere('c.user_id = :userId', { userId })
      .orderBy('c.calculation_date', 'DESC')
      .addOrderBy('c.id')
      .limit(limit)
      .getMany();
  }

  /** Count, net pay total, gross pay average and left-over total of the user's month containing `now` in `tz`. */
  monthTotals(userId: string, now: Date, tz: string): Promise<MonthTotals | undefined> {
    return inMonthOf(this.calculations.createQueryBuilder('c'), now, tz)
      .select('count(*)', 'count')
      .addSelect('coalesce(sum(c.net_pay), 0)', 'netPay')
      .addSelect('coalesce(avg(c.gross_pay), 0)', 'grossPay')
      .addSelect('coalesce(sum(c.left_over), 0)', 'leftOver')
      .andWhere('c.user_id = :userId', { userId })
      .getRawOne<MonthTotals>();
  }

  /** One page of the user's calculations, newest first, optionally in [from, to); and how many there are in all. */
  findPage(
    userId: string,
    { from, to, page, pageSize }: { from?: Date; to?: Date; page: number; pageSize: number },
  ): Promise<[Calculation[], number]> {
    const builder = this.calculations
      .createQueryBuilder('c')
      .where('c.user_id = :userId', { userId })
      .orderBy('c.calculation_date', 'DESC')
      .addOrderBy('c.id')
      .skip((page - 1) * pageSize)
      .take(pageSize);
    if (from) builder.andWhere('c.calculation_date >= :from', { from });
    if (to) builder.andWhere('c.calculation_date < :to', { to });
    return builder.getManyAndCount();
  }

  /** The user's calculations among `ids`, newest first. */
  findOwnMany(userId: string, ids: readonly string[]): Promise<Calculation[]> {
    return this.calculations.find({
      where: { userId, id: In([...ids]) },
      order: { calculationDate: 'DESC', id: 'ASC' },
    });
  }

  /** The user's calculations dated `from` or later, newest first, at most `take`. */
  findSince(userId: string, from: Date, take: number): Promise<Calculation[]> {
    return this.calculations.find({
      where: { userId, calculationDate: MoreThanOrEqual(from) },
      order: { calculationDate: 'DESC', id: 'ASC' },
      take,
    });
  }

  /** The calculation if it is the user's. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  findOwn(userId: string, id: string, tx?: EntityManager): Promise<Calculation | null> {
    return (tx?.getRepository(Calculation) ?? this.calculations).findOneBy({ id, userId });
  }

  save(row: Calculation, tx: EntityManager): Promise<Calculation> {
    return tx.save(row);
  }

  /** Deletes the calculation if it is the user's; whether one was deleted. */
  async deleteOwn(userId: string, id: string, tx: EntityManager): Promise<boolean> {
    const { affected } = await tx.delete(Calculation, { id, userId });
    return !!affected;
  }

  /** The first instant of the month containing `now` in `tz` (raw: Postgres's own time zone arithmetic). */
  async monthStart(now: Date, tz: string): Promise<Date> {
    const [{ start }]: Array<{ start: Date }> = await this.dataSource.query(
      `SELECT date_trunc('month', CAST($1 AS timestamptz) AT TIME ZONE $2) AT TIME ZONE $2 AS start`,
      [now.toISOString(), tz],
    );
    return start;
  }
}
