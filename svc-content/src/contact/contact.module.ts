import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactController } from './contact.controller.js';
import { ContactMessagesRepository } from './contact-messages.repository.js';
import { ContactService } from './contact.service.js';

export const CONTACT_ENTITIES = [ContactMessage];

@Module({ imports: [MailModule], controllers: [ContactController], providers: [ContactMessagesRepository, ContactService] })
export class ContactModule {}
