import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { mockApi } from '../testing/mockApi';
import EmailCaptureCard from './EmailCaptureCard';

const card = () => screen.getByRole('complementary', { name: 'GET TIPS' });

describe('EmailCaptureCard', () => {
  it("needs an email, subscribes it with source 'calculator' and reports the capture", async () => {
    const requests: unknown[] = [];
    mockApi({
      'POST /api/email/subscribe': (_url, body) => {
        requests.push(body);
        return { status: 201, body: { success: true, alreadySubscribed: false, message: 'Thanks!' } };
      },
    });
    const onCaptured = jest.fn();
    renderWithProviders(<EmailCaptureCard onCaptured={onCaptured} />);
    expect(within(card()).getByRole('heading', { name: 'GET TIPS' })).toBeInTheDocument();
    const send = within(card()).getByRole('button', { name: 'Send me tips' });

    fireEvent.change(within(card()).getByLabelText('Email address'), { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.change(within(card()).getByLabelText('Email address'), { target: { value: ' pat@example.com ' } });
    fireEvent.click(send);

    expect(await within(card()).findByRole('status')).toHaveTextContent("You're in!");
    expect(requests).toEqual([{ email: 'pat@example.com', source: 'calculator' }]);
    expect(onCaptured).toHaveBeenCalledWith('pat@example.com');
  });

  it('reports a decline', () => {
    const onDeclined = jest.fn();
    renderWithProviders(<EmailCaptureCard onDeclined={onDeclined} />);

    fireEvent.click(within(card()).getByRole('button', { name: 'No thanks' }));

    expect(onDeclined).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['control', 'saved about 1 hour 30 minutes'],
    ['variant_a', 'worth about $150.00'],
  ] as const)('puts the %s copy on the calculations so far', (copyVariant, text) => {
    renderWithProviders(<EmailCaptureCard copyVariant={copyVariant} calculationCount={6} />);

    expect(card()).toHaveTextContent(text);
  });
});
