import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { TestProviders, testUser } from '../testing';
import type { AuthContextValue } from '../auth';
import { countLocalUsage } from './localUsage';
import { useUsage } from './useUsage';

const LIMIT_TEXT =
  "Calculation Limit Reached! You've used all 15 free calculations. Upgrade to continue calculating without limits.";

function response(status: number, body: unknown) {
  return { ok: status < 400, status, statusText: '', text: () => Promise.resolve(JSON.stringify(body)) };
}
const jsonResponse = (status: number, body: unknown) => Promise.resolve(response(status, body));

const fetchMock = jest.fn();
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

function renderUsage(auth: Partial<AuthContextValue> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders auth={auth}>{children}</TestProviders>;
  return renderHook(() => useUsage(), { wrapper });
}

describe('useUsage for a visitor', () => {
  it('reads the count kept in this browser', async () => {
    countLocalUsage('anonymous', Date.now());
    countLocalUsage('anonymous', Date.now());

    const { result } = renderUsage();

    await waitFor(() => expect(result.current.used).toBe(2));
    expect(result.current).toMatchObject({ limit: 15, remaining: 13, isLimited: true, atLimit: false });
    expect(result.current.resetAt).toBeInstanceOf(Date);
  });

  it('counts a calculation locally and reports it to the server for the session', async () => {
    fetchMock.mockReturnValue(jsonResponse(201, { used: 1, limit: 15, resetAt: null }));
    const { result } = renderUsage();
    await waitFor(() => expect(result.current.used).toBe(0));

    let outcome;
    await act(async () => {
      outcome = await result.current.record();
    });

    expect(outcome).toMatchObject({ allowed: true, used: 1, limit: 15 });
    await waitFor(() => expect(result.current.used).toBe(1));
    const [path, init] = fetchMock.mock.calls[0] as [string, { body: string }];
    expect(path).toBe('/api/calculator-usage');
    expect(JSON.parse(init.body)).toMatchObject({
      userId: null,
      sessionId: localStorage.getItem('takehome.usage.sessionId'),
      userType: 'non-user',
      calculationType: 'paycheck',
      ipAddress: null,
    });
  });

  it('refuses the 16th calculation of a window with the limit text, without asking the server', async () => {
    for (let i = 0; i < 15; i += 1) countLocalUsage('anonymous', Date.now());
    const { result } = renderUsage();
    await waitFor(() => expect(result.current.atLimit).toBe(true));

    let outcome;
    await act(async () => {
      outcome = await result.current.record();
    });

    expect(outcome).toMatchObject({ allowed: false, message: LIMIT_TEXT });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.remaining).toBe(0);
  });

  it('still counts when the report fails (logged only)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('network down'));
    const { result } = renderUsage();
    await waitFor(() => expect(result.current.used).toBe(0));

    await act(async () => {
      await result.current.record();
    });

    await waitFor(() => expect(result.current.used).toBe(1));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});

describe('useUsage for a signed-in user', () => {
  const resetAt = new Date(Date.now() + 3 * 3600_000).toISOString();

  it('shows no count until the server has answered, then the server’s', async () => {
    let answer!: (value: ReturnType<typeof response>) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderUsage({ user: testUser });

    expect(result.current.used).toBeNull();
    expect(result.current.isLimited).toBe(false);

    await act(() => {
      answer(response(200, { used: 7, limit: 15, resetAt }));
      return Promise.resolve();
    });

    await waitFor(() => expect(result.current.used).toBe(7));
    expect(result.current.remaining).toBe(8);
  });

  it('keeps the count of a calculation recorded while the first read is still on its way', async () => {
    let answerRead!: (value: ReturnType<typeof response>) => void;
    fetchMock.mockImplementation((_path: string, init?: { method?: string }) =>
      init?.method === 'POST'
        ? jsonResponse(201, { used: 1, limit: 15, resetAt })
        : new Promise((resolve) => (answerRead = resolve)),
    );
    const { result } = renderUsage({ user: testUser });
    await waitFor(() => expect(answerRead).toBeDefined());

    await act(async () => {
      await result.current.record();
    });
    await act(() => {
      answerRead(response(200, { used: 0, limit: 15, resetAt }));
      return Promise.resolve();
    });

    await waitFor(() => expect(result.current.used).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.used).toBe(1); // the read from before the calculation did not put 0 back
  });

  it('shows no count while the session is being restored', () => {
    const { result } = renderUsage({ loading: true });

    expect(result.current.used).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("takes the server's answer as the truth when recording", async () => {
    fetchMock
      .mockReturnValueOnce(jsonResponse(200, { used: 3, limit: 15, resetAt }))
      .mockReturnValueOnce(jsonResponse(201, { used: 9, limit: 15, resetAt }));
    const { result } = renderUsage({ user: testUser });
    await waitFor(() => expect(result.current.used).toBe(3));

    await act(async () => {
      await result.current.record();
    });

    await waitFor(() => expect(result.current.used).toBe(9));
    const [, init] = fetchMock.mock.calls[1] as [string, { body: string }];
    expect(JSON.parse(init.body)).toMatchObject({ userId: testUser.id, userType: 'user' });
  });

  it('is refused with the server text when the server answers 429', async () => {
    fetchMock
      .mockReturnValueOnce(jsonResponse(200, { used: 14, limit: 15, resetAt }))
      .mockReturnValueOnce(jsonResponse(429, { error: LIMIT_TEXT, used: 15, limit: 15, resetAt }));
    const { result } = renderUsage({ user: testUser });
    await waitFor(() => expect(result.current.used).toBe(14));

    let outcome;
    await act(async () => {
      outcome = await result.current.record();
    });

    expect(outcome).toEqual({ allowed: false, message: LIMIT_TEXT, resetAt: new Date(resetAt) });
    await waitFor(() => expect(result.current.atLimit).toBe(true));
  });

  it('has no limit on unlimited tiers', async () => {
    fetchMock.mockReturnValue(jsonResponse(200, { used: 40, limit: null, resetAt }));
    const { result } = renderUsage({ user: { ...testUser, tier: 'pro' } });

    await waitFor(() => expect(result.current.used).toBe(40));
    expect(result.current).toMatchObject({ limit: null, remaining: null, isLimited: false, atLimit: false });
  });

  it('reads an ended window as empty', async () => {
    jest.useFakeTimers();
    const soon = new Date(Date.now() + 1000).toISOString();
    fetchMock.mockReturnValue(jsonResponse(200, { used: 15, limit: 15, resetAt: soon }));
    const { result } = renderUsage({ user: testUser });
    await waitFor(() => expect(result.current.atLimit).toBe(true));

    await act(() => {
      jest.advanceTimersByTime(1000);
      return Promise.resolve();
    });

    expect(result.current).toMatchObject({ used: 0, atLimit: false, resetAt: null });
    jest.useRealTimers();
  });
});
