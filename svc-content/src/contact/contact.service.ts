import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ContactMessageListResponse, SuccessResponse } from '@takehome/contracts';
import { assertAdmin, SERVICE_CONFIG, type AuthUser } from '@takehome/service-kit';
import type { ContentConfig } from '../config.js';
import { MailService } from '../mail/mail.service.js';
import { toContactMessage } from './contact-message.mapper.js';
import { ContactMessagesRepository } from './contact-messages.repository.js';
import type { ContactDto, ListContactMessagesDto } from './contact.dto.js';

@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    private readonly messages: ContactMessagesRepository,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
    private readonly mail: MailService,
  ) {}

  /**
   * Stored first (with the request's idempotency key and its answer), so nothing is lost when mail
   * fails; then mailed to CONTACT_EMAIL when SMTP is set. A message sent again with its key is neither
   * stored nor mailed again.
   */
  async submit(dto: ContactDto): Promise<SuccessResponse> {
    const answer: SuccessResponse = { success: true };
    const stored = await this.messages.insert(
      {
        name: dto.name,
        email: dto.email,
        message: dto.message,
        delivery: this.mail.enabled ? 'failed' : 'stored, not sent',
      },
      answer,
    );
    if (this.mail.enabled) {
      try {
        await this.mail.send({
          to: this.config.CONTACT_EMAIL,
          replyTo: stored.email,
          subject: `TakeHome contact form: ${stored.name}`,
          text: `From: ${stored.name} <${stored.email}>\n\n${stored.message}`,
        });
        await this.messages.markSent(stored.id);
      } catch (error) {
        this.logger.warn(`Contact message ${stored.id} stored but not mailed: ${(error as Error).message}`);
        await this.messages.recordDeliveryError(stored.id, (error as Error).message.slice(0, 1000));
      }
    }
    return answer;
  }

  async list(auth: AuthUser, query: ListContactMessagesDto): Promise<ContactMessageListResponse> {
    assertAdmin(auth);
    const [messages, total] = await this.messages.findPage(query.offset, query.limit);
    return { messages: messages.map(toContactMessage), total };
  }
}
