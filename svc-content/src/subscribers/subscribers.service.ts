import { randomBytes } from 'node:crypto';
import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type {
  SubscribeResponse,
  SubscriberListResponse,
  Subscriber as SubscriberDto,
  SuccessResponse,
} from '@takehome/contracts';
import {
  assertAdmin,
  Clock,
  isIdempotencyKeyConflict,
  OutboxService,
  recordIdempotentAnswer,
  SERVICE_CONFIG,
  type AuthUser,
} from '@takehome/service-kit';
import type { EntityManager } from 'typeorm';
import type { ContentConfig } from '../config.js';
import { MailService } from '../mail/mail.service.js';
import { toSubscriber, toSubscribersCsv, unsubscribeUrl } from './subscriber.mapper.js';
import type { ListSubscribersDto, SubscribeDto, SubscriberFilterDto, UpdateSubscriberDto } from './subscribers.dto.js';
import { SubscribersRepository } from './subscribers.repository.js';

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

const answerOf = (stored: Stored): SubscribeResponse => ({
  success: true,
  alreadySubscribed: stored.alreadySubscribed ?? false,
  message: stored.message,
});

/** Another subscriber has the address (a concurrent duplicate of the request is not that). */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505' && !isIdempotencyKeyConflict(error);
}

@Injectable()
export class SubscribersService {
  private readonly logger = new Logger('Subscribers');

  constructor(
    private readonly subscribers: SubscribersRepository,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /**
   * One row per address: a new address is stored (201) and `subscriber.created` emitted; a known
   * one answers 200 kindly, and an unsubscribed one is subscribed again.
   */
  async subscribe(dto: SubscribeDto): Promise<SubscribeOutcome> {
    const outcome = await this.subscribers.transaction(async (tx): Promise<Stored> => {
      const stored = await this.store(dto, tx);
      // The answer commits with the change under the request's idempotency key: sent again, the same
      // answer (and status) comes back and no second welcome note goes out.
      await recordIdempotentAnswer(tx, answerOf(stored), stored.status);
      return stored;
    });
    if (outcome.welcomeToken) await this.sendWelcome(dto, outcome.welcomeToken);
    return { status: outcome.status, body: answerOf(outcome) };
  }

  private async store(dto: SubscribeDto, tx: EntityManager): Promise<Stored> {
    const token = randomBytes(24).toString('hex');
    const insertedId = await this.subscribers.insertIfNew(
      { email: dto.email, firstName: dto.firstName || null, source: dto.source, unsubscribeToken: token },
      tx,
    );
    if (insertedId !== undefined) {
      await this.outbox.emit(tx, 'subscriber.created', {
        subscriberId: insertedId,
        email: dto.email,
        source: dto.source,
      });
      return {
        status: 201,
        welcomeToken: token,
        message: 'Thanks for subscribing! Look out for weekly paycheck tips in your inbox.',
      };
    }
    const existing = await this.subscribers.findByEmailForUpdate(dto.email, tx);
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
    await this.subscribers.save(existing, tx);
    return {
      status: 200,
      welcomeToken: existing.unsubscribeToken,
      message: "Welcome back! You're subscribed again.",
    };
  }

  /** The one-click link: the address it unsubscribed, or null for an unknown token. */
  async unsubscribe(token: string): Promise<string | null> {
    return this.subscribers.unsubscribeByToken(token);
  }

  async list(auth: AuthUser, query: ListSubscribersDto): Promise<SubscriberListResponse> {
    assertAdmin(auth);
    const [rows, total] = await this.subscribers.findPage(query, query.offset, query.limit);
    return {
      subscribers: rows.map((row) => toSubscriber(row, this.config.PUBLIC_URL)),
      total,
      totals: await this.subscribers.totals(),
    };
  }

  async exportCsv(auth: AuthUser, filter: SubscriberFilterDto): Promise<string> {
    assertAdmin(auth);
    const rows = await this.subscribers.findMatching(filter, MAX_EXPORT_ROWS);
    return toSubscribersCsv(rows.map((row) => toSubscriber(row, this.config.PUBLIC_URL)));
  }

  async update(auth: AuthUser, id: string, dto: UpdateSubscriberDto): Promise<SubscriberDto> {
    assertAdmin(auth);
    try {
      return await this.subscribers.transaction(async (tx) => {
        const subscriber = await this.subscribers.findByIdForUpdate(id, tx);
        if (!subscriber) throw new NotFoundException('Subscriber not found');
        if (dto.email !== undefined) subscriber.email = dto.email;
        if (dto.firstName !== undefined) subscriber.firstName = dto.firstName || null;
        if (dto.source !== undefined) subscriber.source = dto.source;
        if (dto.isActive !== undefined && dto.isActive !== subscriber.isActive) {
          subscriber.isActive = dto.isActive;
          subscriber.unsubscribedAt = dto.isActive ? null : this.clock.now();
        }
        const answer = toSubscriber(await this.subscribers.save(subscriber, tx), this.config.PUBLIC_URL);
        await recordIdempotentAnswer(tx, answer);
        return answer;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException('This email is already subscribed.');
      throw error;
    }
  }

  async remove(auth: AuthUser, id: string): Promise<SuccessResponse> {
    assertAdmin(auth);
    return this.subscribers.transaction(async (tx) => {
      if (!(await this.subscribers.deleteById(id, tx))) throw new NotFoundException('Subscriber not found');
      const answer: SuccessResponse = { success: true };
      await recordIdempotentAnswer(tx, answer);
      return answer;
    });
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
