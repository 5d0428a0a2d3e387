import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import type { GenerateAiResponse, LogLine } from '@takehome/contracts';
import { callsTo, mockApi } from '../../testing/mockApi';
import { GenerationLogCard } from './GenerationLogCard';
import { SeoArticleForm } from './SeoArticleForm';

function renderGeneration() {
  renderWithProviders(
    <>
      <SeoArticleForm />
      <GenerationLogCard />
    </>,
  );
}

const generated = {
  targetKeyword: 'overtime tax',
  wordCount: 2800,
  roadmapInfo: {
    strategy: 'custom',
    distribution: { pillar: { covered: 1, total: 8 }, cluster: { covered: 0, total: 24 } },
  },
  post: { id: 'p1', title: 'How Overtime Is Taxed', slug: 'how-overtime-is-taxed' },
} as unknown as GenerateAiResponse;

const fill = (title: string, keyword: string) => {
  fireEvent.change(screen.getByLabelText('Title or topic'), { target: { value: title } });
  fireEvent.change(screen.getByLabelText('Target keyword'), { target: { value: keyword } });
};
const generateButton = () => screen.getByRole('button', { name: /Generate SEO Article|Generating/ });

describe('the custom SEO article and the generation log', () => {
  it('needs both the title/topic and the target keyword', () => {
    mockApi({ 'GET /api/blog/generation-log': { lines: [] } });
    renderGeneration();

    expect(generateButton()).toBeDisabled();
    fill('How overtime is taxed', '');
    expect(generateButton()).toBeDisabled();
    fill('How overtime is taxed', 'overtime tax');
    expect(generateButton()).toBeEnabled();
  });

  it('sends the brief, is disabled while generating and shows the last 8 log lines', async () => {
    let answer: (() => void) | undefined;
    const lines: LogLine[] = Array.from({ length: 10 }, (_, i) => ({
      at: `2026-11-22T10:00:0${i}.000Z`,
      message: `line ${i}`,
    }));
    const calls = mockApi({
      'GET /api/blog/generation-log': { lines: lines.slice(-8) },
      'POST /api/blog/generate-ai': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 201, body: generated });
        }),
    });
    renderGeneration();
    const log = await screen.findByRole('log', { name: 'Generation log' });
    await waitFor(() => expect(log).toHaveTextContent('line 9'));
    expect(log).not.toHaveTextContent('line 1');

    fill('How overtime is taxed', 'overtime tax');
    fireEvent.click(generateButton());

    await waitFor(() => expect(generateButton()).toHaveTextContent('Generating...'));
    expect(generateButton()).toBeDisabled();
    expect(callsTo(calls, 'POST /api/blog/generate-ai')[0].body).toEqual({
      customPrompt: 'How overtime is taxed',
      targetKeyword: 'overtime tax',
      category: 'Payroll Tips',
    });
    answer?.();
    await waitFor(() => expect(generateButton()).toHaveTextContent('Generate SEO Article'));
    expect(screen.getByLabelText('Title or topic')).toHaveValue('');
  });

  it("adds 'Error: {details}' when the server did not log the failure itself", async () => {
    mockApi({
      'GET /api/blog/generation-log': { lines: [] },
      'POST /api/blog/generate-ai': () => ({
        status: 502,
        body: { error: 'AI generation failed', details: 'The model returned no article' },
      }),
    });
    renderGeneration();
    fill('Topic', 'keyword');
    fireEvent.click(generateButton());

    const log = await screen.findByRole('log', { name: 'Generation log' });
    await waitFor(() => expect(log).toHaveTextContent('Error: The model returned no article'));
  });

  it('does not repeat a failure the server already logged', async () => {
    const logged: LogLine[] = [];
    mockApi({
      'GET /api/blog/generation-log': () => ({ body: { lines: logged } }),
      'POST /api/blog/generate-ai': () => {
        logged.push({
          at: '2026-11-22T10:00:00.000Z',
          message: 'Error: AI generation is not configured (set OPENAI_API_KEY)',
        });
        return { status: 503, body: { error: 'AI generation is not configured (set OPENAI_API_KEY)' } };
      },
    });
    renderGeneration();
    fill('Topic', 'keyword');
    fireEvent.click(generateButton());

    const log = screen.getByRole('log', { name: 'Generation log' });
    await waitFor(() => expect(log).toHaveTextContent('Error: AI generation is not configured'));
    await waitFor(() => expect(generateButton()).toHaveTextContent('Generate SEO Article'));
    expect(log.textContent?.split('Error: AI generation is not configured').length).toBe(2);
  });
});
