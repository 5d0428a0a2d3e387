import { BadRequestException } from '@nestjs/common';
import { AUTH_MESSAGES, type signInRequestSchema, type signUpRequestSchema } from '@takehome/contracts';
import { ZodPipe } from '@takehome/service-kit';
import type { z } from 'zod';

// The bodies' schemas are libs/contracts'; these are their values as the pipe hands them over.
export type SignUpDto = z.output<typeof signUpRequestSchema>;
export type SignInDto = z.output<typeof signInRequestSchema>;

/**
 * Like the kit's zodPipe, but answers the first problem's own text without the field name, so
 * the dialog can show the messages of docs/product/copy.md as they are.
 */
export class AuthBodyPipe<S extends z.ZodType> extends ZodPipe<S> {
  override transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw new BadRequestException(result.error.issues[0]?.message ?? AUTH_MESSAGES.signInFailed);
    return result.data;
  }
}
