import { calculatePaycheck, type PaycheckInput, type PaycheckResult } from '@takehome/calc-engine';
import { fileDate, saveFile } from '../shared/saveFile';
import { inputOf, type FormValues } from './form/formValues';

/** One pressed Calculate: the clean inputs, the engine's result and when. */
export interface Calculation {
  /** Increases with every calculation of the page, so views of an older one reset. */
  id: number;
  input: PaycheckInput;
  result: PaycheckResult;
  calculatedAt: string;
}

let lastId = 0;

export function calculate(values: FormValues): Calculation {
  const input = inputOf(values);
  lastId += 1;
  return { id: lastId, input, result: calculatePaycheck(input), calculatedAt: new Date().toISOString() };
}

/** SPEC §2 Download: the inputs and results as a JSON file. */
export function downloadCalculation({ input, result, calculatedAt }: Calculation): void {
  const { weeklyExpenses, ...results } = result;
  const json = JSON.stringify({ calculatedAt, inputs: input, results, weeklyExpenses }, null, 2);
  saveFile(
    new Blob([json], { type: 'application/json' }),
    `takehome-paycheck-${fileDate(new Date(calculatedAt))}.json`,
  );
}
