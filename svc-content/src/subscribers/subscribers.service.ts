import { randomBytes } from 'node:crypto';
import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  SubscribeResponse,
  SubscriberListResponse,
  Subscriber as SubscriberDto,
  SubscriberTotals,
  SuccessResponse,
} from '@takehome/contracts';
import { OutboxService, SERVICE_CONFIG, tableOf } from '@takehome/service-kit';
import { DataSource } from 'typeorm';
import type { ContentConfig } from '../config.js';
import { MailService } from '../mail/mail.service.js';
import { Subscriber } from './subscriber.entity.js';
import { toSubscriber, toSubscribersCsv, unsubscribeUrl } from './subscriber.mapper.js';
import type { ListSubscribersDto, SubscribeDto, SubscriberFilterDto, UpdateSubscriberDto } from './subscribers.dto.js';

const MAX_EXPORT_ROWS = 100_000;

export interface SubscribeOutcome {
  status: 200 | 201;
  body: SubscribeResponse;
}

interface Stored {
  status: 200 | 201;
  message: string;
  alreadySubscribed?: boolean;
  /** Set when the address is (again) on the list and should get a welcome note. */
  welcomeToken?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

@Injectable()
export class SubscribersService {
  private readonly logger = new Logger('Subscribers');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
  ) {}

  /**
   * One row per address: a new address is stored (201) and `subscriber.created` emitted; a known
   * one answers 200 kindly, and an unsubscribed one is subscribed again.
   */
  async subscribe(dto: SubscribeDto): Promise<SubscribeOutcome> {
    const table = tableOf(this.dataSource, 'subscribers');
    const outcome = await this.dataSource.transaction(async (manager): Promise<Stored> => {
      const token = randomBytes(24).toString('hex');
      const inserted: Array<{ id: string }> = await manager.query(
        `INSERT INTO ${table} (email, first_name, source, unsubscribe_token) VALUES ($1, $2, $3, $4)
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        [dto.email, dto.firstName || null, dto.source, token],
      );
      if (inserted.length) {
        await this.outbox.emit(manager, 'subscriber.created', {
          subscriberId: inserted[0].id,
          email: dto.email,
          source: dto.source,
        });
        return {
          status: 201,
          welcomeToken: token,
          message: 'Thanks for subscribing! Look out for weekly paycheck tips in your inbox.',
        };
      }
      const existing = await manager.findOneOrFail(Subscriber, {
        where: { email: dto.email },
        lock: { mode: 'pessimistic_write' },
      });
      if (existing.isActive) {
        return {
          status: 200,
          alreadySubscribed: true,
          message: "You're already subscribed. Thanks for sticking with us!",
        };
      }
      existing.isActive = true;
      existing.unsubscribedAt = null;
      existing.firstName = dto.firstName || existing.firstName;
      await manager.save(existing);
      return {
        status: 200,
        welcomeToken: existing.unsubscribeToken,
        message: "Welcome back! You're subscribed again.",
      };
    });
    if (outcome.welcomeToken) await this.sendWelcome(dto, outcome.welcomeToken);
    return {
      status: outcome.status,
      body: { success: true, alreadySubscribed: outcome.alreadySubscribed ?? false, message: outcome.message },
    };
  }

  /** The one-click link: the address it unsubscribed, or null for an unknown token. */
  async unsubscribe(token: string): Promise<string | null> {
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

  async list(query: ListSubscribersDto): Promise<SubscriberListResponse> {
    const [rows, total] = await this.filtered(query).offset(query.offset).limit(query.limit).getManyAndCount();
    return {
      subscribers: rows.map((row) => toSubscriber(row, this.config.PUBLIC_URL)),
      total,
      totals: await this.totals(),
    };
  }

  async exportCsv(filter: SubscriberFilterDto): Promise<string> {
    const rows = await this.filtered(filter).limit(MAX_EXPORT_ROWS).getMany();
    return toSubscribersCsv(rows.map((row) => toSubscriber(row, this.config.PUBLIC_URL)));
  }

  async update(id: string, dto: UpdateSubscriberDto): Promise<SubscriberDto> {
    const repository = this.dataSource.getRepository(Subscriber);
    const subscriber = await repository.findOneBy({ id });
    if (!subscriber) throw new NotFoundException('Subscriber not found');
    if (dto.email !== undefined) subscriber.email = dto.email;
    if (dto.firstName !== undefined) subscriber.firstName = dto.firstName || null;
    if (dto.source !== undefined) subscriber.source = dto.source;
    if (dto.isActive !== undefined && dto.isActive !== subscriber.isActive) {
      subscriber.isActive = dto.isActive;
      subscriber.unsubscribedAt = dto.isActive ? null : new Date();
    }
    try {
      return toSubscriber(await repository.save(subscriber), this.config.PUBLIC_URL);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException('This email is already subscribed.');
      throw error;
    }
  }

  async remove(id: string): Promise<SuccessResponse> {
    const { affected } = await this.dataSource.getRepository(Subscriber).delete({ id });
    if (!affected) throw new NotFoundException('Subscriber not found');
    return { success: true };
  }

  private filtered(filter: SubscriberFilterDto) {
    const qb = this.dataSource.getRepository(Subscriber).createQueryBuilder('s').where('true');
    if (filter.q) qb.andWhere('(s.email ILIKE :q OR s.firstName ILIKE :q)', { q: `%${escapeLike(filter.q)}%` });
    if (filter.source) qb.andWhere('s.source = :source', { source: filter.source });
    if (filter.status !== 'all') qb.andWhere('s.isActive = :active', { active: filter.status === 'active' });
    return qb.orderBy('s.createdAt', 'DESC').addOrderBy('s.id', 'ASC');
  }

  private async totals(): Promise<SubscriberTotals> {
    const [row]: SubscriberTotals[] = await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE is_active)::int AS active,
              count(*) FILTER (WHERE created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int AS "thisMonth"
         FROM ${tableOf(this.dataSource, 'subscribers')}`,
    );
    return row;
  }

  /** A welcome note carrying the unsubscribe link, when mail is configured; a failure is only logged. */
  private async sendWelcome(dto: SubscribeDto, token: string): Promise<void> {
    if (!this.mail.enabled) return;
    try {
      await this.mail.send({
        to: dto.email,
        subject: 'Welcome to TakeHome tips',
        text: [
          `Hi ${dto.firstName || 'there'},`,
          '',
          "Thanks for subscribing to TakeHome tips. Once a week we'll send practical advice on reading your pay stub, overtime, union benefits, taxes and budgeting.",
          '',
          `Don't want these emails? Unsubscribe with one click: ${unsubscribeUrl(this.config.PUBLIC_URL, token)}`,
          '',
          '— The TakeHome Team',
        ].join('\n'),
      });
    } catch (error) {
      this.logger.warn(`Welcome mail to a new subscriber failed: ${(error as Error).message}`);
    }
  }
}
