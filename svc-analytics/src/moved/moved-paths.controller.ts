import { Controller, Get, NotFoundException, Param, Post, Redirect, Req } from '@nestjs/common';
import { uuidParamSchema } from '@takehome/contracts';
import { Answers, Public } from '@takehome/service-kit';

/** The request's query string, `?` included, or nothing. */
const queryOf = (request: { url: string }) => {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at);
};

/**
 * Two of svc-calc's paths were once under /api/analytics; they moved so that /api/analytics/* is
 * svc-analytics's alone (docs/product/paths.md). A front end of the previous
 * release still calls them during a rolling deploy (e2e/browser/version-skew.spec.ts), so they
 * answer 308 to where they went: the browser repeats the request there, method, body and
 * Authorization header kept (same origin). Nothing here reads or writes svc-analytics's data.
 */
@Controller('api/analytics')
@Public()
export class MovedPathsController {
  @Get('calculator-usage')
  @Redirect(undefined, 308)
  @Answers(null, { status: 308, description: 'Moved to /api/calculator-usage (svc-calc)' })
  calculatorUsage(@Req() request: { url: string }) {
    return { url: `/api/calculator-usage${queryOf(request)}`, statusCode: 308 };
  }

  @Post('calculator-usage')
  @Redirect(undefined, 308)
  @Answers(null, { status: 308, description: 'Moved to /api/calculator-usage (svc-calc)' })
  recordCalculatorUsage(@Req() request: { url: string }) {
    return this.calculatorUsage(request);
  }

  @Get(':userId')
  @Redirect(undefined, 308)
  @Answers(null, { status: 308, description: 'Moved to /api/calculations/monthly-summary/{userId} (svc-calc)' })
  monthlySummary(@Param('userId') userId: string, @Req() request: { url: string }) {
    if (!uuidParamSchema.safeParse(userId).success) throw new NotFoundException('Not found');
    return { url: `/api/calculations/monthly-summary/${userId}${queryOf(request)}`, statusCode: 308 };
  }
}
