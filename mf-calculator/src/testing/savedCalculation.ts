import { normalizeInput, type PaycheckInputDraft } from '@takehome/calc-engine';
import { calculatePaycheck } from '@takehome/calc-engine/tax';
import type { SavedCalculationDto } from '@takehome/contracts';

/** A saved calculation as svc-calc answers it: clean inputs and the engine's results. */
export function savedCalculation(
  id: string,
  draft: PaycheckInputDraft,
  calculationDate = '2030-11-22T15:00:00.000Z',
  name = `Calculation ${id}`,
): SavedCalculationDto {
  const inputs = normalizeInput(draft);
  const { weeklyExpenses, ...results } = calculatePaycheck(inputs);
  return { id, userId: 'user-1', name, calculationDate, inputs, results, weeklyExpenses };
}
