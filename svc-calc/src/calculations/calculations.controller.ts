import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  calculationPageDtoSchema,
  calculationsSinceDtoSchema,
  calculationsSinceQuerySchema,
  exportCalculationsRequestSchema,
  listCalculationsQuerySchema,
  monthCalculationRowDtoSchema,
  renameCalculationRequestSchema,
  saveCalculationRequestSchema,
  savedCalculationDtoSchema,
  thisMonthQuerySchema,
  timeZoneQuerySchema,
  uuidParamSchema,
  type ExportCalculationsRequest,
  type RenameCalculationRequest,
} from '@takehome/contracts';
import { Answers, CurrentUser, IdempotentWrite, zodPipe, type AuthUser } from '@takehome/service-kit';
import { z } from 'zod';
import type {
  CalculationsSinceQueryDto,
  ListCalculationsDto,
  SaveCalculationDto,
  ThisMonthQueryDto,
  TimeZoneQueryDto,
} from './calculations.dto.js';
import { CalculationsService } from './calculations.service.js';

@Controller('api/calculations')
export class CalculationsController {
  constructor(private readonly calculations: CalculationsService) {}

  @Post('save')
  @HttpCode(201)
  @IdempotentWrite()
  @Answers(savedCalculationDtoSchema)
  save(
    @CurrentUser() user: AuthUser,
    @Body(zodPipe(saveCalculationRequestSchema)) dto: SaveCalculationDto,
    @Query(zodPipe(timeZoneQuerySchema)) { tz }: TimeZoneQueryDto,
  ) {
    return this.calculations.save(user, dto, tz);
  }

  @Get('this-month/:userId')
  @Answers(z.array(monthCalculationRowDtoSchema))
  thisMonth(
    @CurrentUser() user: AuthUser,
    @Param('userId', zodPipe(uuidParamSchema)) userId: string,
    @Query(zodPipe(thisMonthQuerySchema)) query: ThisMonthQueryDto,
  ) {
    return this.calculations.thisMonth(user, userId, query);
  }

  @Get()
  @Answers(calculationPageDtoSchema)
  list(@CurrentUser() user: AuthUser, @Query(zodPipe(listCalculationsQuerySchema)) query: ListCalculationsDto) {
    return this.calculations.list(user, query);
  }

  @Post('export')
  @HttpCode(200)
  @Answers(z.array(savedCalculationDtoSchema))
  export(@CurrentUser() user: AuthUser, @Body(zodPipe(exportCalculationsRequestSchema)) dto: ExportCalculationsRequest) {
    return this.calculations.export(user, dto);
  }

  @Get('since')
  @Answers(calculationsSinceDtoSchema)
  since(
    @CurrentUser() user: AuthUser,
    @Query(zodPipe(calculationsSinceQuerySchema)) query: CalculationsSinceQueryDto,
  ) {
    return this.calculations.since(user, query);
  }

  @Get(':id')
  @Answers(savedCalculationDtoSchema)
  get(@CurrentUser() user: AuthUser, @Param('id', zodPipe(uuidParamSchema)) id: string) {
    return this.calculations.get(user, id);
  }

  @Patch(':id')
  @IdempotentWrite()
  @Answers(savedCalculationDtoSchema)
  rename(
    @CurrentUser() user: AuthUser,
    @Param('id', zodPipe(uuidParamSchema)) id: string,
    @Body(zodPipe(renameCalculationRequestSchema)) dto: RenameCalculationRequest,
  ) {
    return this.calculations.rename(user, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @IdempotentWrite()
  @Answers(null)
  delete(@CurrentUser() user: AuthUser, @Param('id', zodPipe(uuidParamSchema)) id: string) {
    return this.calculations.delete(user, id);
  }
}
