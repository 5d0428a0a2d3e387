import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CurrentUser, zodPipe, type AuthUser } from '@takehome/service-kit';
import {
  calculationsSinceQuerySchema,
  exportCalculationsSchema,
  listCalculationsSchema,
  renameCalculationSchema,
  saveCalculationSchema,
  thisMonthQuerySchema,
  timeZoneQuerySchema,
  uuidParam,
  type CalculationsSinceQueryDto,
  type ExportCalculationsDto,
  type ListCalculationsDto,
  type RenameCalculationDto,
  type SaveCalculationDto,
  type ThisMonthQueryDto,
  type TimeZoneQueryDto,
} from './calculations.dto.js';
import { CalculationsService } from './calculations.service.js';

@Controller('api/calculations')
export class CalculationsController {
  constructor(private readonly calculations: CalculationsService) {}

  @Post('save')
  @HttpCode(201)
  save(
    @CurrentUser() user: AuthUser,
    @Body(zodPipe(saveCalculationSchema)) dto: SaveCalculationDto,
    @Query(zodPipe(timeZoneQuerySchema)) { tz }: TimeZoneQueryDto,
  ) {
    return this.calculations.save(user, dto, tz);
  }

  @Get('this-month/:userId')
  thisMonth(
    @CurrentUser() user: AuthUser,
    @Param('userId', zodPipe(uuidParam)) userId: string,
    @Query(zodPipe(thisMonthQuerySchema)) query: ThisMonthQueryDto,
  ) {
    return this.calculations.thisMonth(user, userId, query);
  }

  @Get()
  list(@CurrentUser() user: AuthUser, @Query(zodPipe(listCalculationsSchema)) query: ListCalculationsDto) {
    return this.calculations.list(user, query);
  }

  @Post('export')
  @HttpCode(200)
  export(@CurrentUser() user: AuthUser, @Body(zodPipe(exportCalculationsSchema)) dto: ExportCalculationsDto) {
    return this.calculations.export(user, dto);
  }

  @Get('since')
  since(@CurrentUser() user: AuthUser, @Query(zodPipe(calculationsSinceQuerySchema)) query: CalculationsSinceQueryDto) {
    return this.calculations.since(user, query);
  }

  @Get(':id')
  get(@CurrentUser() user: AuthUser, @Param('id', zodPipe(uuidParam)) id: string) {
    return this.calculations.get(user, id);
  }

  @Patch(':id')
  rename(
    @CurrentUser() user: AuthUser,
    @Param('id', zodPipe(uuidParam)) id: string,
    @Body(zodPipe(renameCalculationSchema)) dto: RenameCalculationDto,
  ) {
    return this.calculations.rename(user, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  delete(@CurrentUser() user: AuthUser, @Param('id', zodPipe(uuidParam)) id: string) {
    return this.calculations.delete(user, id);
  }
}
