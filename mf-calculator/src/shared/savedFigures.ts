import type { PaycheckFigures, PaycheckInput } from '@takehome/calc-engine';
import type { SavedCalculationDto } from '@takehome/contracts';

/** A saved calculation as calc-engine shapes: the server stores clean inputs and its own results. */
export interface SavedFigures {
  input: PaycheckInput;
  result: PaycheckFigures;
}

export function figuresOf(calculation: SavedCalculationDto): SavedFigures {
  return {
    input: calculation.inputs as unknown as PaycheckInput,
    result: calculation.results as unknown as PaycheckFigures,
  };
}
