import type { AdminComment, BlogComment } from '@takehome/contracts';
import type { Comment } from './comment.entity.js';

/** The commenter's email stays private. */
export function toComment(comment: Comment): BlogComment {
  return {
    id: comment.id,
    author: comment.author,
    content: comment.content,
    publishedAt: comment.createdAt.toISOString(),
    status: comment.status,
  };
}

/** For the moderation list: with the email and the post it belongs to. */
export function toAdminComment(comment: Comment, post: { slug: string; title: string }): AdminComment {
  return {
    ...toComment(comment),
    status: comment.status,
    email: comment.email,
    postSlug: post.slug,
    postTitle: post.title,
  };
}
