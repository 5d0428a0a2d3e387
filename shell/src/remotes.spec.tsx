import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@takehome/web-kit';
import { loadRemote, registerRemotes } from '@takehome/web-kit/federation';
import { remotePage } from './remotePage';

jest.mock('@takehome/web-kit/federation', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const manifest = {
  remotes: [
    { name: 'mf_calculator', entry: '/remotes/mf-calculator/remoteEntry.js' },
    { name: 'mf_blog', entry: '/remotes/mf-blog/remoteEntry.js' },
  ],
};

describe('remote loading', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(manifest) });
    jest
      .mocked(loadRemote)
      .mockImplementation((id: string) =>
        id.startsWith('mf_blog/')
          ? Promise.reject(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'))
          : Promise.resolve({ default: () => <h1>Take-Home Pay Calculator</h1> }),
      );
  });

  it('registers the remotes listed in /remotes.json and renders the loaded page', async () => {
    render(<ThemeProvider theme={theme}>{remotePage('mf_calculator/CalculatorPage')}</ThemeProvider>);

    expect(await screen.findByRole('heading', { name: 'Take-Home Pay Calculator' })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/remotes.json', expect.anything());
    expect(registerRemotes).toHaveBeenCalledWith(manifest.remotes);
  });

  it('shows the fallback for a remote that fails to load while another remote still renders', async () => {
    render(
      <ThemeProvider theme={theme}>
        {remotePage('mf_blog/BlogListPage')}
        {remotePage('mf_calculator/CalculatorPage')}
      </ThemeProvider>,
    );

    expect(await screen.findByText('This part of TakeHome is temporarily unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Take-Home Pay Calculator' })).toBeInTheDocument();
  });

  it('takes the manifest the gateway wrote into the page, without asking /remotes.json', async () => {
    const inline = { remotes: [{ name: 'mf_calculator', entry: '/cdn/mf-calculator/remoteEntry.js' }] };
    const element = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'remotes-manifest',
      textContent: JSON.stringify(inline),
    });
    document.head.append(element);
    jest.mocked(registerRemotes).mockClear();
    jest.mocked(global.fetch).mockClear();

    await jest.isolateModulesAsync(async () => {
      const { registerRemotesFromManifest } = await import('./remotes');
      await registerRemotesFromManifest();
    });

    element.remove();
    expect(registerRemotes).toHaveBeenCalledWith(inline.remotes);
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
