import { screen } from '@testing-library/react';
import { contrastRatio, renderWithProviders } from '@takehome/web-kit/testing';
import { AdSlot } from './AdSlot';

describe('AdSlot', () => {
  it('labels its space with text readable at 4.5:1 on white (WCAG AA)', () => {
    renderWithProviders(<AdSlot />);
    const color = getComputedStyle(screen.getByLabelText('Advertisement')).color;
    expect(color).toMatch(/^rgb/);
    expect(contrastRatio(color, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(4.5);
  });
});
