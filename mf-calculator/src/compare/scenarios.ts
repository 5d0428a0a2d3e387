import { normalizeInput, parseQueryPrefill, shareQueryString, type PaycheckInput } from '@takehome/calc-engine';

/** One job, offer or choice to compare (docs/product/compare.md). */
export interface Scenario {
  name: string;
  input: PaycheckInput;
}

/** docs/product/compare.md: up to four scenarios side by side. */
export const MAX_SCENARIOS = 4;

/** The scenario's name in a share link; not a calculator input. */
const NAME_PARAM = 'scenario';
/** Each further scenario of a shared comparison: its own share query string, nested. */
const COMPARE_PARAM = 'compare';

/** The default name of the scenario in place `index` (0-based). */
export const scenarioName = (index: number) => `Scenario ${index + 1}`;

function scenarioQuery(scenario: Scenario, named: boolean): URLSearchParams {
  const params = new URLSearchParams(shareQueryString(scenario.input));
  // The blank calculator has no prefill of its own: name one field so the link still opens a calculation.
  if (!params.has('hourlyRate')) params.set('hourlyRate', String(scenario.input.hourlyRate));
  if (named) params.set(NAME_PARAM, scenario.name);
  return params;
}

/**
 * docs/product/sharing.md: the link that opens the same calculation (one scenario) or the same comparison (several).
 * The inputs travel in the address only: nothing is stored on a server and no account is needed to open it.
 */
export function shareUrl(origin: string, scenarios: readonly Scenario[]): string {
  const [first, ...rest] = scenarios;
  if (!first) return `${origin}/`;
  const params = scenarioQuery(first, rest.length > 0);
  for (const scenario of rest) params.append(COMPARE_PARAM, scenarioQuery(scenario, true).toString());
  return `${origin}/?${params.toString()}`;
}

/**
 * The comparison a shared link carries, or null when it carries one calculation or none. The first scenario is the
 * link's own prefill (the form shows it); the others come from its `compare` parameters.
 */
export function sharedScenarios(search: string): Scenario[] | null {
  const params = new URLSearchParams(search);
  const nested = params.getAll(COMPARE_PARAM);
  if (nested.length === 0) return null;
  const first = parseQueryPrefill(params);
  if (!first.present) return null;
  const scenarios: Scenario[] = [
    { name: params.get(NAME_PARAM) || scenarioName(0), input: normalizeInput({ ...first.input }) },
  ];
  for (const query of nested.slice(0, MAX_SCENARIOS - 1)) {
    const own = new URLSearchParams(query);
    const { input } = parseQueryPrefill(own);
    scenarios.push({
      name: own.get(NAME_PARAM) || scenarioName(scenarios.length),
      input: normalizeInput({ ...input }),
    });
  }
  return scenarios;
}
