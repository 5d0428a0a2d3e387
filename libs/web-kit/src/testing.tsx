import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { AuthContext, type AuthContextValue, type AuthUser } from './auth';
import { ToastProvider } from './components/Toast';
import { createQueryClient } from './query';
import { theme } from './theme';

/**
 * The wait for a page that loads a lazy part first (the W-4 engine): ten seconds, or longer where `npm test`
 * runs the suite at a low priority (TEST_ASYNC_TIMEOUT_MS).
 */
export const LAZY_LOAD = { timeout: Math.max(10_000, Number(process.env.TEST_ASYNC_TIMEOUT_MS) || 0) };

/** Test helpers (import from '@takehome/web-kit/testing'); not part of the runtime bundle. */
export const testUser: AuthUser = {
  id: 'user-1',
  email: 'pat@example.com',
  name: 'Pat Worker',
  displayName: 'Pat Worker',
  firstName: 'Pat',
  lastName: 'Worker',
  tier: 'free',
  membershipTier: 'free',
  calculationsLimit: 15,
  createdAt: '2026-11-01T00:00:00.000Z',
  roles: [],
};

export function testAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    loading: false,
    error: null,
    accessToken: null,
    signIn: jest.fn(() => Promise.resolve()),
    signUp: jest.fn(() => Promise.resolve()),
    signOut: jest.fn(() => Promise.resolve()),
    refresh: jest.fn(() => Promise.resolve(overrides.user ?? null)),
    openSignIn: jest.fn(),
    ...overrides,
  };
}

export interface RenderOptions {
  route?: string;
  auth?: Partial<AuthContextValue>;
}

export function TestProviders({ children, route = '/', auth }: RenderOptions & { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <AuthContext.Provider value={testAuth(auth)}>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </AuthContext.Provider>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/** Renders with the theme, a fresh query client, toasts, an auth value (signed out unless given) and a router at `route`. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  return render(<TestProviders {...options}>{ui}</TestProviders>);
}

/** WCAG contrast ratio of two `rgb(…)` colours (as getComputedStyle gives them): 4.5 is AA for text. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * jsdom lays nothing out, and a chart that sizes itself to its box (Recharts' `responsive`) draws nothing at 0 × 0.
 * This ResizeObserver reports every box it watches `width` wide and as high as its inline style says (else `height`),
 * so the chart draws. Returns the function that puts the previous ResizeObserver (none, in jsdom) back.
 */
export function sizeChartBoxes(width = 640, height = 260): () => void {
  const previous = globalThis.ResizeObserver;
  class FixedSizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const styled = parseFloat((target as HTMLElement).style?.height ?? '');
      const contentRect = { width, height: Number.isFinite(styled) ? styled : height };
      this.callback([{ target, contentRect } as unknown as ResizeObserverEntry], this);
    }
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver = FixedSizeObserver;
  return () => {
    globalThis.ResizeObserver = previous;
  };
}
