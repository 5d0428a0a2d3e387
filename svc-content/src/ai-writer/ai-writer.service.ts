import { Inject, Injectable, OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import type { BlogPost, GenerateAiResponse } from '@takehome/contracts';
import { assertAdmin, DetailedHttpException, SERVICE_CONFIG, type AuthUser } from '@takehome/service-kit';
import OpenAI from 'openai';
import { ActivityLogService } from '../activity-log/activity-log.service.js';
import { wordCount } from '../common/html.js';
import type { ContentConfig } from '../config.js';
import { PostsService } from '../posts/posts.service.js';
import type { GenerationRequest } from './ai-writer.dto.js';
import { customBrief, parseArticle, roadmapBrief, SYSTEM_PROMPT, type ArticleBrief } from './article-prompt.js';
import { nextTopic, roadmapDistribution } from './topic-roadmap.js';

/** The answer when no OpenAI key is configured (docs/product/outside-services.md). */
const AI_NOT_CONFIGURED = 'AI generation is not configured (set OPENAI_API_KEY)';

const REQUEST_TIMEOUT_MS = 5 * 60 * 1000;

/** Writes blog drafts with the OpenAI Chat Completions API, following the topic roadmap. */
@Injectable()
export class AiWriterService implements OnModuleDestroy {
  private readonly client?: OpenAI;
  private readonly shutdown = new AbortController();

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
    private readonly posts: PostsService,
    private readonly log: ActivityLogService,
  ) {
    this.client = config.OPENAI_API_KEY
      ? new OpenAI({
          apiKey: config.OPENAI_API_KEY,
          baseURL: config.OPENAI_BASE_URL,
          timeout: REQUEST_TIMEOUT_MS,
          maxRetries: 1,
        })
      : undefined;
  }

  /** An admin asks for a draft now (see writeDraft). */
  async generate(auth: AuthUser, request: GenerationRequest): Promise<GenerateAiResponse> {
    assertAdmin(auth);
    // The answer is stored with the draft, under the request's idempotency key.
    return this.writeDraft(request, (result) => result);
  }

  /**
   * Picks the topic, asks the model, stores the article as a sanitised draft and logs each step;
   * 503 without a key, 409 when the roadmap has nothing left, 502 when the model fails. Acts for
   * the system (the scheduler's runs); an admin's request goes through generate(). `answerOf` makes
   * the request's answer from the result, stored with its idempotency key in the draft's transaction.
   */
  async writeDraft(
    request: GenerationRequest,
    answerOf?: (result: GenerateAiResponse) => unknown,
  ): Promise<GenerateAiResponse> {
    if (!this.client) {
      await this.log.append('generation', `Error: ${AI_NOT_CONFIGURED}`);
      throw new ServiceUnavailableException(AI_NOT_CONFIGURED);
    }
    const covered = await this.posts.coveredKeywords();
    const brief = await this.briefFor(request, covered);
    await this.log.append(
      'generation',
      `Generating ${brief.label}: "${brief.title}" (keyword: ${brief.targetKeyword})`,
    );

    let answer: string;
    try {
      answer = await this.complete(this.client, brief);
    } catch (error) {
      const details = (error as Error).message;
      await this.log.append('generation', `Error: ${details}`);
      throw new DetailedHttpException(502, 'AI generation failed', details);
    }
    const article = parseArticle(answer, brief);
    const resultOf = (post: BlogPost): GenerateAiResponse => ({
      targetKeyword: brief.targetKeyword,
      wordCount: wordCount(post.content),
      roadmapInfo: {
        strategy: request.strategy,
        distribution: roadmapDistribution(new Set([...covered, brief.targetKeyword])),
      },
      post,
    });
    const post = await this.posts.createDraft(
      { ...article, category: brief.category, targetKeyword: brief.targetKeyword },
      answerOf && ((created) => answerOf(resultOf(created))),
    );
    const result = resultOf(post);
    await this.log.append('generation', `Draft saved: "${post.title}" (${result.wordCount} words) at /blog/${post.slug}`);
    return result;
  }

  onModuleDestroy(): void {
    this.shutdown.abort();
  }

  private async briefFor(request: GenerationRequest, covered: ReadonlySet<string>): Promise<ArticleBrief> {
    if (request.strategy === 'custom') return customBrief(request);
    const topic = nextTopic(covered, request.strategy, request.contentType);
    if (topic) return roadmapBrief(topic);
    const kind = request.contentType ? `${request.contentType} ` : '';
    const details = `Every ${kind}topic on the content roadmap already has a post. Write a custom article instead.`;
    await this.log.append('generation', `Error: ${details}`);
    throw new DetailedHttpException(409, 'The content roadmap is complete', details);
  }

  private async complete(client: OpenAI, brief: ArticleBrief): Promise<string> {
    const completion = await client.chat.completions.create(
      {
        model: this.config.OPENAI_MODEL,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: brief.prompt },
        ],
        response_format: { type: 'json_object' },
      },
      { signal: this.shutdown.signal },
    );
    const answer = completion.choices[0]?.message?.content;
    if (!answer?.trim()) throw new Error('The model returned no article');
    return answer;
  }
}
