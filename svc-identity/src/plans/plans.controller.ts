import { Controller, Get, Header } from '@nestjs/common';
import { Answers, Public } from '@takehome/service-kit';
import { plansResponseSchema, type PlansResponse } from '@takehome/contracts';
import { PLANS_RESPONSE } from './catalogue.js';

@Controller('api/plans')
@Public()
export class PlansController {
  /** Plans, prices, feature lists, comparison rows and support tiers for /pricing and /subscribe. */
  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @Answers(plansResponseSchema)
  list(): PlansResponse {
    return PLANS_RESPONSE;
  }
}
