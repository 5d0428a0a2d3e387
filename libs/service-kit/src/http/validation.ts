import { BadRequestException, PipeTransform, SetMetadata } from '@nestjs/common';
import type { z } from 'zod';
import { describeZodError } from './errors.js';

/** Validates a body or query at the edge; schemas are `.strict()` so unknown fields are refused. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw new BadRequestException(describeZodError(result.error));
    return result.data;
  }
}

export const zodPipe = <S extends z.ZodType>(schema: S) => new ZodPipe(schema);

export const ANSWERS_METADATA = 'takehome:answers';

/** A route's success answer, for /docs; its error answers are always the kit's `{ error }` body. */
export interface Answer {
  /** What the route answers with; none for an answer without a body (204, a redirect). */
  schema?: z.ZodType;
  /** Nest's own otherwise: @Redirect's, @HttpCode's, 201 for POST, 200. */
  status?: number;
  /** application/json unless given. */
  contentType?: string;
  description?: string;
}

/** Documents the route's success answer in /docs from its contract schema (`null`: no body). */
export const Answers = (schema: z.ZodType | null, answer: Omit<Answer, 'schema'> = {}) =>
  SetMetadata(ANSWERS_METADATA, { ...answer, schema: schema ?? undefined } satisfies Answer);
