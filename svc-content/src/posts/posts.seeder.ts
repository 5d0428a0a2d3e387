import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SEED_ARTICLES } from '@takehome/contracts';
import { PostsService } from './posts.service.js';

/** A first start on an empty database gets the seed articles, so the blog is never empty. */
@Injectable()
export class PostsSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('PostsSeeder');

  constructor(private readonly posts: PostsService) {}

  async onApplicationBootstrap(): Promise<void> {
    const seeded = await this.posts.seedIfEmpty(SEED_ARTICLES);
    if (seeded) this.logger.log(`Seeded ${seeded} blog articles`);
  }
}
