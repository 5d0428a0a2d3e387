import { Module } from '@nestjs/common';
import { PlansController } from './plans.controller.js';

/** GET /api/plans. Billing reads prices from ./catalogue.js, the one place they live. */
@Module({ controllers: [PlansController] })
export class PlansModule {}
