import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  ContactMessage as ContactMessageDto,
  ContactMessageListResponse,
  SuccessResponse,
} from '@takehome/contracts';
import { SERVICE_CONFIG } from '@takehome/service-kit';
import { DataSource } from 'typeorm';
import type { ContentConfig } from '../config.js';
import { MailService } from '../mail/mail.service.js';
import { ContactMessage } from './contact-message.entity.js';
import type { ContactDto, ListContactMessagesDto } from './contact.dto.js';

function toContactMessage(message: ContactMessage): ContactMessageDto {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    message: message.message,
    delivery: message.delivery,
    createdAt: message.createdAt.toISOString(),
  };
}

@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
    private readonly mail: MailService,
  ) {}

  /** Stored first, so nothing is lost when mail fails; then mailed to CONTACT_EMAIL when SMTP is set. */
  async submit(dto: ContactDto): Promise<SuccessResponse> {
    const repository = this.dataSource.getRepository(ContactMessage);
    const stored = await repository.save(
      repository.create({
        name: dto.name,
        email: dto.email,
        message: dto.message,
        delivery: this.mail.enabled ? 'failed' : 'stored, not sent',
      }),
    );
    if (this.mail.enabled) {
      try {
        await this.mail.send({
          to: this.config.CONTACT_EMAIL,
          replyTo: stored.email,
          subject: `TakeHome contact form: ${stored.name}`,
          text: `From: ${stored.name} <${stored.email}>\n\n${stored.message}`,
        });
        await repository.update(stored.id, { delivery: 'sent' });
      } catch (error) {
        this.logger.warn(`Contact message ${stored.id} stored but not mailed: ${(error as Error).message}`);
        await repository.update(stored.id, { deliveryError: (error as Error).message.slice(0, 1000) });
      }
    }
    return { success: true };
  }

  async list(query: ListContactMessagesDto): Promise<ContactMessageListResponse> {
    const [messages, total] = await this.dataSource
      .getRepository(ContactMessage)
      .findAndCount({ order: { createdAt: 'DESC', id: 'ASC' }, skip: query.offset, take: query.limit });
    return { messages: messages.map(toContactMessage), total };
  }
}
