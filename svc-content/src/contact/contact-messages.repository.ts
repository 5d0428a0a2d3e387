import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial } from 'typeorm';
import { ContactMessage } from './contact-message.entity.js';

/** Messages from the contact form and how their delivery went. */
@Injectable()
export class ContactMessagesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  insert(fields: DeepPartial<ContactMessage>): Promise<ContactMessage> {
    return this.messages().save(this.messages().create(fields));
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
