import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { DatabaseModule, EventsModule } from '@takehome/service-kit';
import { SERVICES } from '@takehome/contracts';
import { ACTIVITY_LOG_ENTITIES } from './activity-log/activity-log.module.js';
import { AiWriterModule } from './ai-writer/ai-writer.module.js';
import { COMMENTS_ENTITIES, CommentsModule } from './comments/comments.module.js';
import { CONTACT_ENTITIES, ContactModule } from './contact/contact.module.js';
import { FeedsModule } from './feeds/feeds.module.js';
import { Initial1763769600003 } from './migrations/1763769600003-initial.js';
import { CommentModeration1764288000000 } from './migrations/1764288000000-comment-moderation.js';
import { POSTS_ENTITIES, PostsModule } from './posts/posts.module.js';
import { SCHEDULER_ENTITIES, SchedulerModule } from './scheduler/scheduler.module.js';
import { SUBSCRIBERS_ENTITIES, SubscribersModule } from './subscribers/subscribers.module.js';
import { SUPPORT_ENTITIES, SupportModule } from './support/support.module.js';

const ENTITIES = [
  ...POSTS_ENTITIES,
  ...COMMENTS_ENTITIES,
  ...SUBSCRIBERS_ENTITIES,
  ...CONTACT_ENTITIES,
  ...SUPPORT_ENTITIES,
  ...SCHEDULER_ENTITIES,
  ...ACTIVITY_LOG_ENTITIES,
];

@Module({
  imports: [
    DatabaseModule.forService({
      schema: SERVICES.content.schema,
      entities: ENTITIES,
      migrations: [Initial1763769600003, CommentModeration1764288000000],
    }),
    EventsModule.forService(),
    ScheduleModule.forRoot(),
    PostsModule,
    CommentsModule,
    SubscribersModule,
    ContactModule,
    SupportModule,
    AiWriterModule,
    SchedulerModule,
    FeedsModule,
  ],
})
export class ContentModule {}
