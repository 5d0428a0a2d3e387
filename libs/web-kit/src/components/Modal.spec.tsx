import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { Modal } from './Modal';

function renderModal(onClose = jest.fn()) {
  render(
    <ThemeProvider theme={theme}>
      <button type="button">Open</button>
      <Modal open onClose={onClose} title="Sign In">
        <input aria-label="Email" />
        <button type="button">Submit</button>
      </Modal>
    </ThemeProvider>,
  );
  return onClose;
}

describe('Modal', () => {
  it('is an accessible modal dialog named by its title', () => {
    renderModal();

    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('closes on Escape', () => {
    const onClose = renderModal();

    fireEvent.keyDown(document, { key: 'Escape' });

    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', () => {
    renderModal();
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();

    fireEvent.keyDown(submit, { key: 'Tab' });

    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('renders nothing when closed', () => {
    render(
      <ThemeProvider theme={theme}>
        <Modal open={false} onClose={jest.fn()} title="Hidden">
          x
        </Modal>
      </ThemeProvider>,
    );

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
