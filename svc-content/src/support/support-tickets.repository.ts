import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { recordIdempotentAnswer } from '@takehome/service-kit';
import { DataSource, type DeepPartial } from 'typeorm';
import { SupportTicket } from './support-ticket.entity.js';

/** Support tickets, numbered by the database. */
@Injectable()
export class SupportTicketsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Stores the ticket and reads it back, with the number the database gave it; `answer` makes what the
   * caller answers from it, stored with the request's idempotency key in the same transaction.
   */
  insert<A>(fields: DeepPartial<SupportTicket>, answer: (ticket: SupportTicket) => A): Promise<A> {
    return this.dataSource.transaction(async (tx) => {
      const tickets = tx.getRepository(SupportTicket);
      const { id } = await tickets.save(tickets.create(fields));
      const reply = answer(await tickets.findOneByOrFail({ id }));
      await recordIdempotentAnswer(tx, reply);
      return reply;
    });
  }

  /** A page of tickets, newest first: one user's, or everyone's without `userId`; and how many there are. */
  findPage(offset: number, limit: number, userId?: string): Promise<[SupportTicket[], number]> {
    return this.tickets().findAndCount({
      where: userId ? { userId } : {},
      order: { createdAt: 'DESC', number: 'DESC' },
      skip: offset,
      take: limit,
    });
  }

  private tickets() {
    return this.dataSource.getRepository(SupportTicket);
  }
}
