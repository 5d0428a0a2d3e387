import { act, renderHook } from '@testing-library/react';
import { PROMPT_DELAY_MS, useCalculatorDialogs } from './useCalculatorDialogs';

const counted = (count: number, used = count) => ({ count, limit: 15, used, resetAt: null });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function after(hook: { current: ReturnType<typeof useCalculatorDialogs> }, count: number, used?: number) {
  act(() => hook.current.afterCalculation(counted(count, used)));
}

describe('calculator prompts (docs/product/funnel.md timing)', () => {
  it('opens the post-calculation prompt 2 s after the 3rd calculation', () => {
    const { result } = renderHook(() => useCalculatorDialogs(false));

    after(result, 3);
    act(() => jest.advanceTimersByTime(PROMPT_DELAY_MS - 1));
    expect(result.current.dialog).toBeNull();
    act(() => jest.advanceTimersByTime(1));

    expect(result.current.dialog).toEqual({ kind: 'postCalculation', count: 3 });
  });

  it.each([1, 2, 4, 5, 10, 12, 14, 20])('stays quiet after calculation %i', (count) => {
    const { result } = renderHook(() => useCalculatorDialogs(false));

    after(result, count, 1);
    act(() => jest.advanceTimersByTime(10_000));

    expect(result.current.dialog).toBeNull();
  });

  it.each([13, 23, 33])('opens it again after calculation %i (every 10th after the 3rd)', (count) => {
    const { result } = renderHook(() => useCalculatorDialogs(false));

    after(result, count, 1);
    act(() => jest.advanceTimersByTime(PROMPT_DELAY_MS));

    expect(result.current.dialog).toEqual({ kind: 'postCalculation', count });
  });

  it('opens the limit dialog at once when a calculation uses the last one, and no prompt over it', () => {
    const { result } = renderHook(() => useCalculatorDialogs(false));

    after(result, 13, 14);
    after(result, 15, 15);
    expect(result.current.dialog).toEqual({ kind: 'limitReached', limit: 15, resetAt: null });
    act(() => jest.advanceTimersByTime(PROMPT_DELAY_MS));

    expect(result.current.dialog).toMatchObject({ kind: 'limitReached' });
  });

  it('does not open a prompt over a dialog the visitor opened', () => {
    const { result } = renderHook(() => useCalculatorDialogs(false));

    after(result, 3);
    act(() => result.current.open('join'));
    act(() => jest.advanceTimersByTime(PROMPT_DELAY_MS));

    expect(result.current.dialog).toEqual({ kind: 'join' });
  });

  it("offers the funnel's upgrade prompt once, 2 s after a calculation", () => {
    const { result } = renderHook(() => useCalculatorDialogs(true));

    after(result, 5, 5);
    act(() => jest.advanceTimersByTime(PROMPT_DELAY_MS));
    expect(result.current.dialog).toEqual({ kind: 'upgrade' });
    act(() => result.current.close());
    after(result, 6, 6);
    act(() => jest.advanceTimersByTime(PROMPT_DELAY_MS));

    expect(result.current.dialog).toBeNull();
  });

  it('shows a refusal with its message and reset time', () => {
    const { result } = renderHook(() => useCalculatorDialogs(false));
    const resetAt = new Date('2030-01-01T00:00:00Z');

    act(() => result.current.refused('Limit text', resetAt));

    expect(result.current.dialog).toEqual({ kind: 'outOfCalculations', message: 'Limit text', resetAt });
  });
});
