import { DEFAULT_BLOG_CATEGORY, type BlogCategory } from '@takehome/contracts';
import { plainText, unfence, visibleText } from '../common/html.js';
import type { GenerationRequest } from './ai-writer.dto.js';
import { WORD_TARGETS, type RoadmapTopic } from './topic-roadmap.js';

/** What the model is asked to write, and what the draft is filed under. */
export interface ArticleBrief {
  label: string;
  title: string;
  targetKeyword: string;
  category: BlogCategory;
  tags: string[];
  prompt: string;
}

export const SYSTEM_PROMPT = [
  'You are a senior writer for TakeHome, a take-home pay estimator for American hourly, salaried and union workers.',
  'You write accurate, practical, plain-English articles. Never invent statistics, laws or rates you are not sure of; say when rules vary by state.',
  'Answer with one JSON object only: {"title": string, "excerpt": string (one or two sentences, at most 50 words),',
  '"tags": string[] (3 to 6 short lowercase tags), "content": string (the article body as HTML using only h2, h3, p, ul, ol, li,',
  'strong, em, a, table, thead, tbody, tr, th, td; no h1, no scripts, no inline styles)}.',
].join(' ');

const range = ({ min, max }: { min: number; max: number }) =>
  `${min.toLocaleString('en-US')}–${max.toLocaleString('en-US')} words`;

const keywordRule = (keyword: string) =>
  `Target keyword: "${keyword}". Use it naturally in the title, the first paragraph and at least one h2.`;

const calculatorTip =
  'Where it helps, work through an example with real numbers and point readers to the TakeHome calculator at /calculator.';

export function roadmapBrief(topic: RoadmapTopic): ArticleBrief {
  const role =
    topic.contentType === 'pillar'
      ? 'This pillar article is the definitive overview of the topic: cover it end to end in clear sections that later posts can go deeper on.'
      : `This cluster post supports the pillar article "${topic.pillar}": cover its subtopic in depth and say how it fits the bigger picture.`;
  return {
    label: `${topic.contentType} article`,
    title: topic.title,
    targetKeyword: topic.targetKeyword,
    category: topic.category,
    tags: topic.tags,
    prompt: [
      `Write a ${topic.contentType} article of ${range(WORD_TARGETS[topic.contentType])} for the TakeHome blog.`,
      `Working title: ${topic.title}`,
      keywordRule(topic.targetKeyword),
      `Category: ${topic.category}.`,
      role,
      calculatorTip,
    ].join('\n'),
  };
}

export function customBrief(request: Extract<GenerationRequest, { strategy: 'custom' }>): ArticleBrief {
  const category = request.category ?? DEFAULT_BLOG_CATEGORY;
  return {
    label: 'custom article',
    title: request.customPrompt.slice(0, 200),
    targetKeyword: request.targetKeyword,
    category,
    tags: [request.targetKeyword.toLowerCase()],
    prompt: [
      `Write an article of ${range(WORD_TARGETS.cluster)} for the TakeHome blog.`,
      `The editor's topic and instructions: ${request.customPrompt}`,
      keywordRule(request.targetKeyword),
      `Category: ${category}.`,
      calculatorTip,
    ].join('\n'),
  };
}

export interface WrittenArticle {
  title: string;
  /** Absent when the model gave none: the post then gets the default 50-word excerpt. */
  excerpt?: string;
  tags: string[];
  content: string;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The model's answer as an article: the JSON object asked for, or — when a model ignores that —
 * the text as an HTML body titled by its first <h1>. An <h1> inside the body is dropped (the title is shown apart).
 */
export function parseArticle(answer: string, brief: ArticleBrief): WrittenArticle {
  let parsed: Record<string, unknown> | undefined;
  try {
    const json: unknown = JSON.parse(unfence(answer));
    if (json && typeof json === 'object' && typeof (json as Record<string, unknown>).content === 'string')
      parsed = json as Record<string, unknown>;
  } catch {
    parsed = undefined;
  }
  const body = typeof parsed?.content === 'string' ? parsed.content : answer;
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(body);
  const title =
    (typeof parsed?.title === 'string' && plainText(parsed.title)) || (heading && visibleText(heading[1])) || brief.title;
  const content = body.replace(/<h1[^>]*>[\s\S]*?<\/h1>/i, '');
  const excerpt = typeof parsed?.excerpt === 'string' ? plainText(parsed.excerpt) : '';
  const tags = strings(parsed?.tags)
    .map((tag) => plainText(tag).toLowerCase().slice(0, 40))
    .filter(Boolean)
    .slice(0, 8);
  return { title: title.slice(0, 200), excerpt: excerpt || undefined, tags: tags.length ? tags : brief.tags, content };
}
