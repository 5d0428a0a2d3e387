import { Module } from '@nestjs/common';
import { Post } from './post.entity.js';
import { PostSlug } from './post-slug.entity.js';
import { PostsController } from './posts.controller.js';
import { PostsRepository } from './posts.repository.js';
import { PostsSeeder } from './posts.seeder.js';
import { PostsService } from './posts.service.js';

export const POSTS_ENTITIES = [Post, PostSlug];

@Module({
  controllers: [PostsController],
  providers: [PostsRepository, PostsService, PostsSeeder],
  exports: [PostsService],
})
export class PostsModule {}
