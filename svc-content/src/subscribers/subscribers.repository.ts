import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SubscriberSource, SubscriberTotals } from '@takehome/contracts';
import { tableOf } from '@takehome/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { Subscriber } from './subscriber.entity.js';
import type { SubscriberFilterDto } from './subscribers.dto.js';

/** A new address as the subscribe form hands it over, with its unsubscribe secret. */
export interface NewSubscriber {
  email: string;
  firstName: string | null;
  source: SubscriberSource;
  unsubscribeToken: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The newsletter list: one row per address. */
@Injectable()
export class SubscribersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Stores the address unless it is already on the list: the new row's id, or undefined
   * (raw: INSERT … ON CONFLICT DO NOTHING RETURNING, one statement whatever races it).
   */
  async insertIfNew(subscriber: NewSubscriber, tx: EntityManager): Promise<string | undefined> {
    const table = tableOf(this.dataSource, 'subscribers');
    const inserted: Array<{ id: string }> = await tx.query(
      `INSERT INTO ${table} (email, first_name, source, unsubscribe_token) VALUES ($1, $2, $3, $4)
         ON CONFLICT (email) DO NOTHING RETURNING id`,
      [subscriber.email, subscriber.firstName, subscriber.source, subscriber.unsubscribeToken],
    );
    return inserted[0]?.id;
  }

  /** The subscriber with this address, row-locked until the transaction ends; throws when there is none. */
  findByEmailForUpdate(email: string, tx: EntityManager): Promise<Subscriber> {
    return tx.findOneOrFail(Subscriber, { where: { email }, lock: { mode: 'pessimistic_write' } });
  }

  /** The subscriber, row-locked until the transaction ends. */
  findByIdForUpdate(id: string, tx: EntityManager): Promise<Subscriber | null> {
    return tx.findOne(Subscriber, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  save(subscriber: Subscriber, tx?: EntityManager): Promise<Subscriber> {
    return tx ? tx.save(subscriber) : this.subscribers().save(subscriber);
  }

  /** Marks the token's subscriber unsubscribed (keeping the first date): its address, or null for an unknown token. */
  async unsubscribeByToken(token: string): Promise<string | null> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(Subscriber)
      .set({ isActive: false, unsubscribedAt: () => 'COALESCE(unsubscribed_at, now())' })
      .where('unsubscribe_token = :token', { token })
      .returning(['email'])
      .execute();
    const [row] = result.raw as Array<{ email: string }>;
    return row?.email ?? null;
  }

  /** A page of the subscribers the filter matches, newest first, and how many it matches. */
  findPage(filter: SubscriberFilterDto, offset: number, limit: number): Promise<[Subscriber[], number]> {
    return this.filtered(filter).offset(offset).limit(limit).getManyAndCount();
  }

  /** The first `limit` subscribers the filter matches, newest first. */
  findMatching(filter: SubscriberFilterDto, limit: number): Promise<Subscriber[]> {
    return this.filtered(filter).limit(limit).getMany();
  }

  /** The whole list's counts (raw: a rollup with FILTER clauses in one scan). */
  async totals(): Promise<SubscriberTotals> {
    const [row]: SubscriberTotals[] = await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE is_active)::int AS active,
              count(*) FILTER (WHERE created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int AS "thisMonth"
         FROM ${tableOf(this.dataSource, 'subscribers')}`,
    );
    return row;
  }

  /** The number of subscribers deleted (0 or 1). */
  async deleteById(id: string, tx: EntityManager): Promise<number> {
    const { affected } = await tx.delete(Subscriber, { id });
    return affected ?? 0;
  }

  private filtered(filter: SubscriberFilterDto) {
    const qb = this.subscribers().createQueryBuilder('s').where('true');
    if (filter.q) qb.andWhere('(s.email ILIKE :q OR s.firstName ILIKE :q)', { q: `%${escapeLike(filter.q)}%` });
    if (filter.source) qb.andWhere('s.source = :source', { source: filter.source });
    if (filter.status !== 'all') qb.andWhere('s.isActive = :active', { active: filter.status === 'active' });
    return qb.orderBy('s.createdAt', 'DESC').addOrderBy('s.id', 'ASC');
  }

  private subscribers() {
    return this.dataSource.getRepository(Subscriber);
  }
}
