import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Response } from 'express';
import { ZodError } from 'zod';

/**
 * Turns a zod failure into one readable line: `hourlyRate: Invalid input: expected number`. A message
 * written as a whole sentence for users ("Please enter a valid email address.") is shown alone.
 */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length && !issue.message.endsWith('.') ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/** The one place errors leave a service: always `{ "error": "..." }`, never a stack trace. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.toBody(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    response.status(status).json(body);
  }

  private toBody(exception: unknown): { status: number; body: Record<string, unknown> } {
    if (exception instanceof ZodError) {
      return { status: HttpStatus.BAD_REQUEST, body: { error: describeZodError(exception) } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const raw = exception.getResponse();
      if (typeof raw === 'string') return { status, body: { error: raw } };
      const { error, message, details } = raw as { error?: unknown; message?: unknown; details?: unknown };
      const text = Array.isArray(message) ? message.join('; ') : (message ?? error ?? exception.message);
      return { status, body: details === undefined ? { error: String(text) } : { error: String(text), details } };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { error: 'Internal server error' } };
  }
}

/** An HttpException whose body is `{ error, details }`, for answers that carry more than a message. */
export class DetailedHttpException extends HttpException {
  constructor(status: number, error: string, details: unknown) {
    super({ message: error, details }, status);
  }
}
