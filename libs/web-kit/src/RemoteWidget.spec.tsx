import { act, render, screen } from '@testing-library/react';
import { RemoteLoaderProvider, RemoteWidget, type RemoteComponentLoader } from './RemoteWidget';

describe('RemoteWidget', () => {
  it("renders another remote's widget through the loader the shell provides", async () => {
    const LatestPostCard = ({ compact }: { compact?: boolean }) => <p>latest post{compact ? ' (compact)' : ''}</p>;
    const loader = jest.fn(() => LatestPostCard) as unknown as RemoteComponentLoader;

    render(
      <RemoteLoaderProvider value={loader}>
        <RemoteWidget module="mf_blog/LatestPostCard" props={{ compact: true }} />
      </RemoteLoaderProvider>,
    );

    expect(await screen.findByText('latest post (compact)')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_blog/LatestPostCard');
  });

  it('shows its fallback where no loader is provided (a remote running alone)', () => {
    render(<RemoteWidget module="mf_blog/LatestPostCard" fallback={<p>no widget</p>} />);

    expect(screen.getByText('no widget')).toBeInTheDocument();
  });

  describe('below the fold (whenVisible)', () => {
    // jsdom has no layout, so the observer is driven by hand: `reveal` plays the browser scrolling near.
    let reveal: () => void;
    beforeEach(() => {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
        constructor(private readonly callback: IntersectionObserverCallback) {
          reveal = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
        }
        observe() {}
        disconnect() {}
      };
    });
    afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

    it('loads nothing until its spot nears the viewport, keeping the reserved space meanwhile', async () => {
      const loader = jest.fn(() => () => <p>newsletter</p>) as unknown as RemoteComponentLoader;
      const { container } = render(
        <RemoteLoaderProvider value={loader}>
          <RemoteWidget module="mf_blog/NewsletterSignup" whenVisible reserve="320px" />
        </RemoteLoaderProvider>,
      );

      expect(loader).not.toHaveBeenCalled();
      expect((container.firstChild as HTMLElement).style.minHeight).toBe('320px');

      act(() => reveal());
      expect(await screen.findByText('newsletter')).toBeInTheDocument();
      expect(loader).toHaveBeenCalledWith('mf_blog/NewsletterSignup');
    });
  });
});
