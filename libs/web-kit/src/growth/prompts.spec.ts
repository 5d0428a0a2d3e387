import { shouldOpenNewsletterPrompt, shouldOpenPostCalculationPrompt } from './prompts';

const counts = Array.from({ length: 45 }, (_, i) => i);

describe('post-calculation prompts', () => {
  it('opens the post-calculation modal at the 3rd calculation and every 10th after (13, 23, …)', () => {
    expect(counts.filter(shouldOpenPostCalculationPrompt)).toEqual([3, 13, 23, 33, 43]);
  });

  it('opens the newsletter dialog at count 3 and every multiple of 10 above 3', () => {
    expect(counts.filter(shouldOpenNewsletterPrompt)).toEqual([3, 10, 20, 30, 40]);
  });
});
