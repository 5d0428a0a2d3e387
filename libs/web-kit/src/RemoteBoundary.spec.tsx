import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { RemoteBoundary } from './RemoteBoundary';
import { theme } from './theme';

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the loaded remote component', async () => {
    const Page = lazy(() => Promise.resolve({ default: () => <h1>Blog</h1> }));
    render(
      <ThemeProvider theme={theme}>
        <RemoteBoundary>
          <Page />
        </RemoteBoundary>
      </ThemeProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
  });

  it('shows the unavailable card with Retry when the remote fails to load', async () => {
    const Page = lazy(() => Promise.reject(new Error('[ Federation Runtime ]: RUNTIME-008')));
    render(
      <ThemeProvider theme={theme}>
        <RemoteBoundary>
          <Page />
        </RemoteBoundary>
      </ThemeProvider>,
    );

    expect(await screen.findByText('This part of TakeHome is temporarily unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
