import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '@takehome/service-kit';
import type { PlansResponse } from '@takehome/contracts';
import { PLANS_RESPONSE } from './catalogue.js';

@Controller('api/plans')
@Public()
export class PlansController {
  /** Plans, prices, feature lists, comparison rows and support tiers for /pricing and /subscribe. */
  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  list(): PlansResponse {
    return PLANS_RESPONSE;
  }
}
