import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { plansFixture } from '../../testing/plansFixture';
import { ComparisonTable } from './ComparisonTable';

// jsdom lays nothing out: each test says where the table's box and its header cells are, as a
// 375 px phone would have them (the box 343 px wide, the Feature column sticky at the left).
type Rect = { left: number; right: number };
let rects: Map<string, Rect>;

function place(scrollLeft: number) {
  const columns: Array<[string, number, number]> = [
    ['Free', 130, 200],
    ['Pro', 200, 270],
    ['Business', 270, 370],
    ['Webmaster', 370, 470],
  ];
  rects = new Map<string, Rect>([
    ['box', { left: 16, right: 359 }],
    ['Feature', { left: 16, right: 146 }],
    ...columns.map(([name, left, right]): [string, Rect] => [
      name,
      { left: 16 + left - scrollLeft, right: 16 + right - scrollLeft },
    ]),
  ]);
}

beforeEach(() => {
  place(0);
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const key =
      this.getAttribute('role') === 'region'
        ? 'box'
        : (this.dataset.plan ?? (this.textContent === 'Feature' ? 'Feature' : ''));
    const rect = rects.get(key) ?? { left: 0, right: 0 };
    return { ...rect, top: 0, bottom: 20, width: rect.right - rect.left, height: 20, x: rect.left, y: 0 } as DOMRect;
  });
});
afterEach(() => jest.restoreAllMocks());

describe('ComparisonTable on a narrow screen', () => {
  it('names the plans past the right edge, and says which way to scroll', () => {
    renderWithProviders(<ComparisonTable plans={plansFixture} />);

    expect(screen.getByText('Scroll the table sideways to see Business and Webmaster')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Feature comparison' })).toHaveAccessibleDescription(
      'Scroll the table sideways to see Business and Webmaster',
    );
  });

  it('follows the scroll: the plans under the sticky column are named the other way', () => {
    renderWithProviders(<ComparisonTable plans={plansFixture} />);

    place(127); // scrolled to the end
    fireEvent.scroll(screen.getByRole('region', { name: 'Feature comparison' }));

    expect(screen.getByText('Scroll back to see Free and Pro')).toBeVisible();
    expect(screen.queryByText(/Business and Webmaster/)).not.toBeInTheDocument();
  });

  it('says nothing when every plan fits', () => {
    rects.set('box', { left: 16, right: 900 });
    renderWithProviders(<ComparisonTable plans={plansFixture} />);

    expect(screen.queryByText(/Scroll/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Feature comparison' })).not.toHaveAttribute('aria-describedby');
  });
});
