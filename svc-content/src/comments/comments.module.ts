import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module.js';
import { Comment } from './comment.entity.js';
import { CommentsController } from './comments.controller.js';
import { CommentsRepository } from './comments.repository.js';
import { CommentsService } from './comments.service.js';

export const COMMENTS_ENTITIES = [Comment];

@Module({ imports: [PostsModule], controllers: [CommentsController], providers: [CommentsRepository, CommentsService] })
export class CommentsModule {}
