import type {
  calculationsSinceQuerySchema,
  ExportCalculationsRequest,
  listCalculationsQuerySchema,
  RenameCalculationRequest,
  saveCalculationRequestSchema,
  thisMonthQuerySchema,
  timeZoneQuerySchema,
} from '@takehome/contracts';
import type { z } from 'zod';

// Every request's schema is libs/contracts'; these are their values as the pipes hand them over.
export type SaveCalculationDto = z.output<typeof saveCalculationRequestSchema>;
export type RenameCalculationDto = RenameCalculationRequest;
export type ExportCalculationsDto = ExportCalculationsRequest;
export type TimeZoneQueryDto = z.output<typeof timeZoneQuerySchema>;
export type ThisMonthQueryDto = z.output<typeof thisMonthQuerySchema>;
export type ListCalculationsDto = z.output<typeof listCalculationsQuerySchema>;
export type CalculationsSinceQueryDto = z.output<typeof calculationsSinceQuerySchema>;
