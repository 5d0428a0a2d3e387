import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { calculationLimitMessage, type UsageDto, type UsageLimitErrorBody } from '@takehome/contracts';

/** The window is used up: 429 with the §8 text and the window, so the browser can show its countdown. */
export class CalculationLimitReachedException extends HttpException {
  readonly body: UsageLimitErrorBody;

  constructor(usage: UsageDto & { limit: number }) {
    const body = { error: calculationLimitMessage(usage.limit), ...usage };
    super(body, HttpStatus.TOO_MANY_REQUESTS);
    this.body = body;
  }
}

/** Writes the flat `{ error, used, limit, resetAt }` body the kit's `{ error, details }` filter cannot. */
@Catch(CalculationLimitReachedException)
export class CalculationLimitFilter implements ExceptionFilter<CalculationLimitReachedException> {
  catch(exception: CalculationLimitReachedException, host: ArgumentsHost): void {
    host
      .switchToHttp()
      .getResponse<FastifyReply>()
      .status(exception.getStatus())
      .type('application/json; charset=utf-8')
      .send(exception.body);
  }
}
