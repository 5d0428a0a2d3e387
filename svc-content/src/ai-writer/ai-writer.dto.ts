import { z } from 'zod';
import { AI_CONTENT_TYPES, AI_ROADMAP_MODES, BLOG_CATEGORIES } from '@takehome/contracts';

/** What to write: the next roadmap topic (of a type, or of any type), or an editor's custom brief. */
export type GenerationRequest =
  | { strategy: (typeof AI_ROADMAP_MODES)[number]; contentType?: (typeof AI_CONTENT_TYPES)[number] }
  | { strategy: 'custom'; customPrompt: string; targetKeyword: string; category?: (typeof BLOG_CATEGORIES)[number] };

/**
 * SPEC.md §7: `{ contentType, roadmapMode }` or `{ customPrompt, targetKeyword }`; §5: a custom
 * article needs both the prompt and the keyword.
 */
export const generateAiSchema = z
  .object({
    contentType: z.enum(AI_CONTENT_TYPES).optional(),
    roadmapMode: z.enum(AI_ROADMAP_MODES).optional(),
    customPrompt: z.string().trim().max(4000).optional(),
    targetKeyword: z.string().trim().max(200).optional(),
    category: z.enum(BLOG_CATEGORIES).optional(),
  })
  .strict()
  .transform((body, ctx): GenerationRequest => {
    if (body.customPrompt !== undefined || body.targetKeyword !== undefined) {
      if (!body.customPrompt || !body.targetKeyword) {
        ctx.addIssue({ code: 'custom', message: 'A custom article needs both customPrompt and targetKeyword' });
        return z.NEVER;
      }
      return {
        strategy: 'custom',
        customPrompt: body.customPrompt,
        targetKeyword: body.targetKeyword,
        category: body.category,
      };
    }
    if (!body.contentType) {
      ctx.addIssue({
        code: 'custom',
        message: 'contentType (pillar or cluster) is required, or customPrompt and targetKeyword',
      });
      return z.NEVER;
    }
    return { strategy: body.roadmapMode ?? 'roadmap', contentType: body.contentType };
  });
