import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { PostsService } from './posts.service.js';
import { loadSeedArticles } from './seed-articles.js';

/** A first start on an empty database gets the seed articles (./seed-articles/), so the blog is never empty. */
@Injectable()
export class PostsSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('PostsSeeder');

  constructor(private readonly posts: PostsService) {}

  async onApplicationBootstrap(): Promise<void> {
    const seeded = await this.posts.seedIfEmpty(loadSeedArticles());
    if (seeded) this.logger.log(`Seeded ${seeded} blog articles`);
  }
}
