import type { PaycheckInput, PaycheckResult } from '@takehome/calc-engine';
import type { SavedCalculationDto } from '@takehome/contracts';

/** A saved result as stored: every figure, plus W-4 mode's tax lines and notes when it was saved in that mode. */
export type SavedResult = Omit<PaycheckResult, 'weeklyExpenses'>;

/** A saved calculation as calc-engine shapes: the server stores clean inputs and its own results. */
export interface SavedFigures {
  input: PaycheckInput;
  result: SavedResult;
}

export function figuresOf(calculation: SavedCalculationDto): SavedFigures {
  return {
    input: calculation.inputs as unknown as PaycheckInput,
    result: calculation.results as unknown as SavedResult,
  };
}
