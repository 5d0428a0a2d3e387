import { calculatePaycheck, normalizeInput } from '@takehome/calc-engine';
import { sharedScenarios, shareUrl, type Scenario } from './scenarios';

const union: Scenario = {
  name: 'Union job (NY)',
  input: normalizeInput({
    hourlyRate: 42,
    overtimeHours: 4,
    isUnion: true,
    healthWelfare: 11,
    pension: 8,
    unionDues: 3,
    expenses: { rentMortgage: { amount: 2100, frequency: 'monthly' } },
  }),
};
const offer: Scenario = { name: 'Offer & more', input: normalizeInput({ hourlyRate: 47.5, combinedTaxRate: 22 }) };

describe('share links', () => {
  it('carry one calculation as the plain prefill, with its expenses, and no comparison', () => {
    const url = shareUrl('https://takehome.test', [union]);
    expect(url).toMatch(/^https:\/\/takehome\.test\/\?hourlyRate=42&/);
    expect(url).toContain('rentMortgageFrequency=monthly');
    expect(url).not.toContain('scenario=');
    expect(sharedScenarios(new URL(url).search)).toBeNull();
  });

  it('carry a comparison: every scenario, its name and its inputs, back exactly', () => {
    const blank: Scenario = { name: 'Blank', input: normalizeInput() };
    const url = shareUrl('https://takehome.test', [union, offer, blank]);
    const back = sharedScenarios(new URL(url).search);
    expect(back).toEqual([union, offer, blank]);
    expect(back?.map((s) => calculatePaycheck(s.input).netPay)).toEqual(
      [union, offer, blank].map((s) => calculatePaycheck(s.input).netPay),
    );
  });

  it('read at most four scenarios', () => {
    const url = shareUrl('https://takehome.test', [union, offer, offer, offer, offer, offer]);
    expect(sharedScenarios(new URL(url).search)).toHaveLength(4);
  });
});
