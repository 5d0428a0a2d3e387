import type { PaycheckInput } from '@takehome/calc-engine';
import type { SavedCalculationDto, SavedResult } from '@takehome/contracts';

/** A saved calculation as calc-engine shapes: the server stores clean inputs and its own results. */
export interface SavedFigures {
  input: PaycheckInput;
  result: SavedResult;
}

export function figuresOf(calculation: SavedCalculationDto): SavedFigures {
  return { input: calculation.inputs, result: calculation.results };
}
