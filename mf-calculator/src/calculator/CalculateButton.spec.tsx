import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { CalculateButton } from './CalculateButton';

const usage = (over: Partial<Parameters<typeof CalculateButton>[0]['usage']> = {}) => ({
  used: 4,
  limit: 15,
  atLimit: false,
  resetAt: null,
  ...over,
});

describe('CalculateButton', () => {
  it("reads 'Calculate Pay' with 'Uses: x / limit'", () => {
    renderWithProviders(<CalculateButton usage={usage()} busy={false} />);

    const button = screen.getByRole('button', { name: 'Calculate Pay Uses: 4 / 15' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('type', 'submit');
  });

  it('shows no count until it is known (docs/product/limits.md: no placeholder)', () => {
    renderWithProviders(<CalculateButton usage={usage({ used: null })} busy={false} />);

    expect(screen.getByRole('button')).toHaveAccessibleName('Calculate Pay');
  });

  it('says so when there is no limit', () => {
    renderWithProviders(<CalculateButton usage={usage({ used: 40, limit: null })} busy={false} />);

    expect(screen.getByRole('button')).toHaveTextContent('Unlimited calculations');
  });

  it("is disabled at the limit and counts down to the reset in 'Xh Ym'", () => {
    jest.useFakeTimers({ now: new Date('2030-01-01T10:00:00Z') });
    const resetAt = new Date('2030-01-01T12:05:30Z');
    renderWithProviders(<CalculateButton usage={usage({ used: 15, atLimit: true, resetAt })} busy={false} />);

    const button = screen.getByRole('button');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Limit Reached');
    expect(button).toHaveTextContent('Reset in 2h 5m');

    act(() => jest.advanceTimersByTime(6 * 60_000));
    expect(button).toHaveTextContent('Reset in 1h 59m');
    jest.useRealTimers();
  });
});
