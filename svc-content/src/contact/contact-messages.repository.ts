import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { recordIdempotentAnswer } from '@takehome/service-kit';
import { DataSource, type DeepPartial } from 'typeorm';
import { ContactMessage } from './contact-message.entity.js';

/** Messages from the contact form and how their delivery went. */
@Injectable()
export class ContactMessagesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Stores the message with `answer`, what the route answers, under the request's idempotency key in
   * the same transaction: a message sent again with its key finds that answer instead of a second row.
   */
  insert(fields: DeepPartial<ContactMessage>, answer: unknown): Promise<ContactMessage> {
    return this.dataSource.transaction(async (tx) => {
      const messages = tx.getRepository(ContactMessage);
      const stored = await messages.save(messages.create(fields));
      await recordIdempotentAnswer(tx, answer);
      return stored;
    });
  }

  async markSent(id: string): Promise<void> {
    await this.messages().update(id, { delivery: 'sent' });
  }

  async recordDeliveryError(id: string, error: string): Promise<void> {
    await this.messages().update(id, { deliveryError: error });
  }

  /** A page of messages, newest first, and how many there are. */
  findPage(offset: number, limit: number): Promise<[ContactMessage[], number]> {
    return this.messages().findAndCount({ order: { createdAt: 'DESC', id: 'ASC' }, skip: offset, take: limit });
  }

  private messages() {
    return this.dataSource.getRepository(ContactMessage);
  }
}
