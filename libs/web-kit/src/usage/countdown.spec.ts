import { formatCountdown } from './countdown';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('formatCountdown', () => {
  it.each([
    [6 * HOUR, '6h 0m'],
    [5 * HOUR + 59 * MIN + 30_000, '5h 59m'],
    [2 * HOUR + 5 * MIN, '2h 5m'],
    [59 * MIN, '0h 59m'],
    [20_000, '0h 1m'],
    [0, '0h 0m'],
    [-5 * MIN, '0h 0m'],
  ])('%i ms left reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
