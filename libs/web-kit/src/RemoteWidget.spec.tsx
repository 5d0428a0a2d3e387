import { render, screen } from '@testing-library/react';
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
});
