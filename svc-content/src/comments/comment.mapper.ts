import type { BlogComment } from '@takehome/contracts';
import type { Comment } from './comment.entity.js';

/** The commenter's email stays private. */
export function toComment(comment: Comment): BlogComment {
  return {
    id: comment.id,
    author: comment.author,
    content: comment.content,
    publishedAt: comment.createdAt.toISOString(),
  };
}
