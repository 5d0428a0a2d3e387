import { calculatePaycheck, type PaycheckInput, type PaycheckResult } from '@takehome/calc-engine';
import { saveFile } from '@takehome/web-kit/ui';
import { fileMinute } from '../shared/format';
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

/**
 * W-4 mode's engine and its tax tables (docs/product/taxes.md), fetched the first time they are needed so the
 * calculator's first load stays the size of flat mode.
 */
export function loadTaxEngine() {
  return import('@takehome/calc-engine/tax');
}

/** The engine for these inputs: flat mode's is already here; W-4 mode's is loaded on first use. */
async function engineFor(input: PaycheckInput): Promise<typeof calculatePaycheck> {
  return input.taxMode === 'w4' ? (await loadTaxEngine()).calculatePaycheck : calculatePaycheck;
}

export async function calculate(values: FormValues): Promise<Calculation> {
  const input = inputOf(values);
  const result = (await engineFor(input))(input);
  lastId += 1;
  return { id: lastId, input, result, calculatedAt: new Date().toISOString() };
}

/** A calculation kept from before a reload, numbered anew for this page so its views start fresh. */
export function renumbered(calculation: Calculation): Calculation {
  lastId += 1;
  return { ...calculation, id: lastId };
}

/** docs/product/paths.md Download: the inputs and results as a JSON file. */
export function downloadCalculation({ input, result, calculatedAt }: Calculation): void {
  const { weeklyExpenses, ...results } = result;
  const json = JSON.stringify({ calculatedAt, inputs: input, results, weeklyExpenses }, null, 2);
  saveFile(
    new Blob([json], { type: 'application/json' }),
    `takehome-paycheck-${fileMinute(new Date(calculatedAt))}.json`,
  );
}
