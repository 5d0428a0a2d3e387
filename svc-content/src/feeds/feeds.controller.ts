import { Controller, Get, Header, Inject } from '@nestjs/common';
import { Answers, Public, SERVICE_CONFIG } from '@takehome/service-kit';
import { z } from 'zod';
import type { ContentConfig } from '../config.js';
import { PostsService } from '../posts/posts.service.js';
import { rssXml, sitemapXml } from './feeds.js';

const SITEMAP_POSTS = 5000;
const RSS_POSTS = 50;

@Controller()
@Public()
export class FeedsController {
  constructor(
    private readonly posts: PostsService,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Answers(z.string(), { contentType: 'application/xml' })
  async sitemap(): Promise<string> {
    return sitemapXml(this.config.PUBLIC_URL, await this.posts.publishedForFeeds(SITEMAP_POSTS));
  }

  @Get('rss.xml')
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Answers(z.string(), { contentType: 'application/rss+xml' })
  async rss(): Promise<string> {
    return rssXml(this.config.PUBLIC_URL, await this.posts.publishedForFeeds(RSS_POSTS));
  }
}
