import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial } from 'typeorm';
import { SupportTicket } from './support-ticket.entity.js';

/** Support tickets, numbered by the database. */
@Injectable()
export class SupportTicketsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores the ticket and reads it back, with the number the database gave it. */
  async insert(fields: DeepPartial<SupportTicket>): Promise<SupportTicket> {
    const { id } = await this.tickets().save(this.tickets().create(fields));
    return this.tickets().findOneByOrFail({ id });
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
