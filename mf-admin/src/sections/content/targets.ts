/**
 * Places in Content Management that the Overview's quick actions lead to (sent as navigation
 * state): the id of the element that takes the focus, or the post editor to open.
 */
export const CONTENT_TARGETS = {
  generationLog: 'generation-log',
  seoArticle: 'seo-title',
  newPost: 'new-post',
} as const;

export type ContentTarget = (typeof CONTENT_TARGETS)[keyof typeof CONTENT_TARGETS];
