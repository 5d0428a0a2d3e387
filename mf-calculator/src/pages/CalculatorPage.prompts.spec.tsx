// Its own file: the funnel and nudge history live in module state that starts fresh per test file.
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { mockApi } from '../testing/mockApi';
import CalculatorPage from './CalculatorPage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

async function settle(ms = 0) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

it("shows the value nudge from the 2nd calculation and 'Love the Calculator?' 2 s after the 3rd", async () => {
  mockApi([{ method: 'POST', path: '/api/calculator-usage', status: 201, body: {} }]);
  renderWithProviders(<CalculatorPage />);
  const calculate = async () => {
    fireEvent.click(screen.getByRole('button', { name: /Calculate Pay/ }));
    await settle();
  };

  await calculate();
  expect(screen.queryByRole('complementary', { name: /You've saved about/ })).not.toBeInTheDocument();
  await calculate();
  expect(screen.getByRole('complementary', { name: "You've saved about 30 minutes" })).toBeInTheDocument();

  await calculate();
  await settle(1999);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await settle(1);
  const dialog = screen.getByRole('dialog', { name: 'Love the Calculator?' });
  expect(dialog).toHaveTextContent("That's 3 calculations: about 45 minutes of paycheck math done for you.");

  fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
  await calculate();
  await settle(5000);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // Four renders of the whole page: on a busy 2-core machine this takes longer than jest's default 5 s.
}, 20_000);
