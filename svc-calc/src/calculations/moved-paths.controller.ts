import { Controller, Get, Redirect, Req } from '@nestjs/common';
import { Answers, Public } from '@takehome/service-kit';

/**
 * GET /api/calculations/analytics (the Pro analytics page's data) is /api/calculations/since now
 * (docs/product/paths.md). The previous release's mf-calculator still asks the old
 * path during a rolling deploy: it answers 308 there, query kept.
 */
@Controller('api/calculations')
@Public()
export class MovedCalculationPathsController {
  @Get('analytics')
  @Redirect(undefined, 308)
  @Answers(null, { status: 308, description: 'Moved to /api/calculations/since' })
  analytics(@Req() request: { url: string }) {
    const at = request.url.indexOf('?');
    return { url: `/api/calculations/since${at === -1 ? '' : request.url.slice(at)}`, statusCode: 308 };
  }
}
