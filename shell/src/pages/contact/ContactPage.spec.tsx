import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@takehome/web-kit/testing';
import { mockApi, requestsTo } from '../../testing/mockApi';
import { ContactPage } from './ContactPage';

function fill(name: string, email: string, message: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: message } });
}

describe('ContactPage', () => {
  it('checks the name, email and message before sending anything', () => {
    const fetchMock = mockApi({});
    renderWithProviders(<ContactPage />);

    fill('P', 'not-an-email', 'Too short');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByText('Please enter your name (at least 2 characters).')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please write a message of at least 10 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the message and says 'Message Sent Successfully!'", async () => {
    const fetchMock = mockApi({ 'POST /api/email/contact': { status: 201, body: { success: true } } });
    renderWithProviders(<ContactPage />);

    fill(' Pat ', 'pat@example.com', 'How is per diem taxed?');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    // docs/product/copy.md: the success toast, not a message in place of the form; the form is empty for another one.
    const toast = await screen.findByText('Message Sent Successfully!');
    expect(toast.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(screen.queryByText('Message sent')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(requestsTo(fetchMock, 'POST /api/email/contact')).toEqual([
      { name: 'Pat', email: 'pat@example.com', message: 'How is per diem taxed?' },
    ]);
  });

  it("keeps the message after a failure and offers 'Try Again'", async () => {
    mockApi({ 'POST /api/email/contact': { status: 500, body: { error: 'Mail is down' } } });
    renderWithProviders(<ContactPage />);

    fill('Pat', 'pat@example.com', 'How is per diem taxed?');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to Send Message')).toBeInTheDocument();
    expect(screen.getByText('Please try again or email us directly at support@takehome.app')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(screen.getByLabelText('Message')).toHaveValue('How is per diem taxed?');
  });
});
