import type { ContactMessage as ContactMessageDto } from '@takehome/contracts';
import type { ContactMessage } from './contact-message.entity.js';

/** The delivery error stays in the table (logged when it happened). */
export function toContactMessage(message: ContactMessage): ContactMessageDto {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    message: message.message,
    delivery: message.delivery,
    createdAt: message.createdAt.toISOString(),
  };
}
