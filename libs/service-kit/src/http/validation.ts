import { BadRequestException, PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { describeZodError } from './errors.js';

/** Validates a body or query at the edge; schemas are `.strict()` so unknown fields are refused. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw new BadRequestException(describeZodError(result.error));
    return result.data;
  }
}

export const zodPipe = <S extends z.ZodType>(schema: S) => new ZodPipe(schema);
