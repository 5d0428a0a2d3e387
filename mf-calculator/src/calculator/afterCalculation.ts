// What the calculator shows only once a visitor has done something: the results and their actions, the
// nudge card and the dialogs. They load in one chunk when the visitor first touches the form (or when a
// prefilled link calculates at once), so the page's first load carries only the form.
export { ResultsPanel } from './results/ResultsPanel';
export { ResultActions } from './results/ResultActions';
export { NudgeCard } from './prompts/NudgeCard';
export { CalculatorDialogs } from './prompts/CalculatorDialogs';
export { PrintSummary } from './results/PrintSummary';
