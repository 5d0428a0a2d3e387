import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from '@takehome/contracts';
import { z } from 'zod';

const MAX_PASSWORD_LENGTH = 256;
const invalidEmail = { error: AUTH_MESSAGES.invalidEmail };

/** Trimmed and lower-cased here, so every layer below sees one spelling. */
const email = z.string(invalidEmail).trim().toLowerCase().max(254, invalidEmail).email(invalidEmail);
const name = (max: number) => z.string().max(max).optional();

/** POST /api/auth/signup (SPEC.md §7); `fullName` is the dialog's optional full name. */
export const signUpSchema = z
  .object({
    email,
    password: z
      .string({ error: AUTH_MESSAGES.passwordTooShort })
      .min(MIN_PASSWORD_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
      .max(MAX_PASSWORD_LENGTH, { error: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.` }),
    firstName: name(100),
    lastName: name(100),
    fullName: name(200),
  })
  .strict();
export type SignUpDto = z.infer<typeof signUpSchema>;

export const signInSchema = z
  .object({
    email,
    password: z
      .string({ error: AUTH_MESSAGES.signInFailed })
      .min(1, { error: AUTH_MESSAGES.signInFailed })
      .max(MAX_PASSWORD_LENGTH, { error: AUTH_MESSAGES.wrongPassword }),
  })
  .strict();
export type SignInDto = z.infer<typeof signInSchema>;

/**
 * Like the kit's zodPipe, but answers the first problem's own text without the field name, so
 * the dialog can show SPEC.md §8's messages as they are.
 */
export class AuthBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw new BadRequestException(result.error.issues[0]?.message ?? AUTH_MESSAGES.signInFailed);
    return result.data;
  }
}
