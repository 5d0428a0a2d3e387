import { readdirSync, readFileSync } from 'node:fs';
import { BLOG_CATEGORIES } from '@takehome/contracts';
import { parse } from 'yaml';
import { z } from 'zod';

/**
 * The seed articles' files: one `NN-slug.html` per article, in seeding order. Each starts with YAML
 * front matter between `---` lines; the rest is the HTML body, in the subset the sanitiser keeps
 * (<h2>, <p>, lists, <strong>, tables, links). The build copies the folder next to the file that runs:
 * the service bundled into dist/main.js (infra/scripts/bundle-service.mjs).
 */
export const SEED_ARTICLES_DIR = new URL('./seed-articles/', import.meta.url);

const frontMatterSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  category: z.enum(BLOG_CATEGORIES),
  tags: z.array(z.string().min(1)),
  author: z.string().min(1),
  featured: z.boolean(),
  publishedAt: z.iso.datetime(),
});

export type SeedArticle = z.infer<typeof frontMatterSchema> & {
  /** Sanitisable HTML body. */
  content: string;
};

const FILE = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;

/** One article file's text as an article; throws naming the file when it does not parse. */
export function parseSeedArticle(fileName: string, text: string): SeedArticle {
  const parts = FILE.exec(text.replace(/\r\n/g, '\n'));
  if (!parts) throw new Error(`${fileName}: no front matter between --- lines`);
  const front = frontMatterSchema.safeParse(parse(parts[1]));
  if (!front.success) throw new Error(`${fileName}: ${z.prettifyError(front.error)}`);
  const content = parts[2].trim();
  if (!content) throw new Error(`${fileName}: empty body`);
  return { ...front.data, content };
}

/** Every seed article, in file-name order. */
export function loadSeedArticles(dir: URL = SEED_ARTICLES_DIR): SeedArticle[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => parseSeedArticle(name, readFileSync(new URL(name, dir), 'utf8')));
}
