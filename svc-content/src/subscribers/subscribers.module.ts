import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { AdminSubscribersController } from './admin-subscribers.controller.js';
import { Subscriber } from './subscriber.entity.js';
import { SubscribersController } from './subscribers.controller.js';
import { SubscribersRepository } from './subscribers.repository.js';
import { SubscribersService } from './subscribers.service.js';

export const SUBSCRIBERS_ENTITIES = [Subscriber];

@Module({
  imports: [MailModule],
  controllers: [SubscribersController, AdminSubscribersController],
  providers: [SubscribersRepository, SubscribersService],
})
export class SubscribersModule {}
