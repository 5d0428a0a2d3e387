import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module.js';
import { FeedsController } from './feeds.controller.js';

@Module({ imports: [PostsModule], controllers: [FeedsController] })
export class FeedsModule {}
