import { Module } from '@nestjs/common';
import { ActivityLogModule } from '../activity-log/activity-log.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { AiWriterController } from './ai-writer.controller.js';
import { AiWriterService } from './ai-writer.service.js';

@Module({
  imports: [PostsModule, ActivityLogModule],
  controllers: [AiWriterController],
  providers: [AiWriterService],
  exports: [AiWriterService],
})
export class AiWriterModule {}
