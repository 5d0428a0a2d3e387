import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { mockApi, type MockAnswer } from '../testing/mockApi';
import NewsletterSignup, { THANK_YOU_MS } from './NewsletterSignup';

const SUBSCRIBED = {
  status: 201,
  body: {
    success: true,
    alreadySubscribed: false,
    message: 'Thanks for subscribing! Look out for weekly paycheck tips in your inbox.',
  },
};

/** A subscribe endpoint whose answer the test releases when it wants. */
function heldSubscribe() {
  const requests: unknown[] = [];
  let arrive: (answer: (answer: MockAnswer) => void) => void = () => undefined;
  const arrived = new Promise<(answer: MockAnswer) => void>((resolve) => {
    arrive = resolve;
  });
  mockApi({
    'POST /api/email/subscribe': (_url, body) => {
      requests.push(body);
      return new Promise<MockAnswer>(arrive);
    },
  });
  const release = (answer: MockAnswer) => act(async () => (await arrived)(answer));
  return { requests, release };
}

const widget = () => screen.getByRole('complementary', { name: 'Weekly tips newsletter' });
const emailBox = () => within(widget()).getByLabelText('Email address');
const subscribeButton = () => within(widget()).getByRole('button', { name: /Subscrib/ });

describe('NewsletterSignup', () => {
  afterEach(() => jest.useRealTimers());

  it('goes idle → pending → success, shows the thank-you for 5 s, then the form again', async () => {
    jest.useFakeTimers();
    const server = heldSubscribe();
    renderWithProviders(<NewsletterSignup source="blog" />);
    expect(widget()).toHaveTextContent('1,000+ workers');

    fireEvent.change(within(widget()).getByLabelText('First name (optional)'), { target: { value: ' Pat ' } });
    fireEvent.change(emailBox(), { target: { value: '  pat@example.com ' } });
    fireEvent.click(subscribeButton());

    expect(await screen.findByRole('button', { name: 'Subscribing…' })).toBeDisabled();
    expect(server.requests).toEqual([{ email: 'pat@example.com', firstName: 'Pat', source: 'blog' }]);

    await server.release(SUBSCRIBED);
    expect(within(widget()).getByRole('status')).toHaveTextContent('Thank you!');
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(THANK_YOU_MS - 1));
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    // TanStack Query and React's scheduler pass the reset on through timers of their own, a few ms long.
    await act(() => jest.advanceTimersByTimeAsync(1 + 20));
    expect(screen.queryByText('Thank you!')).not.toBeInTheDocument();
    expect(emailBox()).toHaveValue('');
    expect(subscribeButton()).toHaveTextContent('Subscribe');
  });

  it("shows the server's error field when the subscription is refused", async () => {
    const server = heldSubscribe();
    renderWithProviders(<NewsletterSignup variant="compact" />);
    expect(within(widget()).queryByLabelText('First name (optional)')).not.toBeInTheDocument();

    fireEvent.change(emailBox(), { target: { value: 'pat@' } });
    fireEvent.click(subscribeButton());
    await server.release({ status: 400, body: { error: 'Please enter a valid email address.' } });

    expect(within(widget()).getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(emailBox()).toHaveValue('pat@');
    expect(server.requests).toEqual([{ email: 'pat@', source: 'newsletter' }]);
  });

  it("says 'Failed to subscribe' when the server gives no reason", async () => {
    const server = heldSubscribe();
    renderWithProviders(<NewsletterSignup />);

    fireEvent.change(emailBox(), { target: { value: 'pat@example.com' } });
    fireEvent.click(subscribeButton());
    await server.release({ status: 502 });

    expect(within(widget()).getByRole('alert')).toHaveTextContent('Failed to subscribe');
  });

  it('asks for an email instead of sending a blank one', () => {
    const server = heldSubscribe();
    renderWithProviders(<NewsletterSignup />);

    fireEvent.change(emailBox(), { target: { value: '   ' } });
    fireEvent.click(subscribeButton());

    expect(within(widget()).getByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests).toEqual([]);
  });
});
