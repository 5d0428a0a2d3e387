import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { AnchorButton, ButtonLink } from './ButtonLink';
import { ChoiceCards } from './ChoiceCards';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';
import { StatCard, StatGrid, StatList, toneOf } from './StatCard';

describe('ButtonLink and AnchorButton', () => {
  it('are links, drawn as buttons', () => {
    renderWithProviders(
      <>
        <ButtonLink to="/pricing">Upgrade Now</ButtonLink>
        <AnchorButton href="https://example.com" $variant="secondary">
          Elsewhere
        </AnchorButton>
      </>,
    );

    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('href', 'https://example.com');
  });
});

describe('StatCard', () => {
  it('shows a raised card’s label, value and hint, the value beside its label', () => {
    renderWithProviders(
      <StatGrid>
        <StatCard label="Subscribers" value="12" hint="3 this month" />
      </StatGrid>,
    );

    expect(screen.getByText('Subscribers').nextElementSibling).toHaveTextContent('12');
    expect(screen.getByText('3 this month')).toBeInTheDocument();
  });

  it('lists inset cards as terms and values, a skeleton standing in while loading', () => {
    renderWithProviders(
      <StatList aria-label="Summary">
        <StatCard look="inset" label="Total Net Pay" value="$800.00" tone={toneOf(800)} />
        <StatCard look="inset" label="Calculations" value={undefined} />
      </StatList>,
    );

    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Total Net Pay', 'Calculations']);
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('$800.00');
    expect(screen.getAllByRole('definition')[1]).toHaveTextContent('');
  });

  it('reads money kept as positive and a shortfall as negative', () => {
    expect(toneOf(0)).toBe('positive');
    expect(toneOf(-0.01)).toBe('negative');
  });
});

describe('EmptyState', () => {
  it('is one muted line without a title', () => {
    renderWithProviders(<EmptyState>No posts yet.</EmptyState>);

    const line = screen.getByText('No posts yet.');
    expect(line.tagName).toBe('P');
    expect(line.closest('[role="status"]')).toBeNull();
  });

  it('with a title, announces the title, the help and the action', () => {
    renderWithProviders(
      <EmptyState title="No articles found" action={<button>Show all articles</button>}>
        Try another word.
      </EmptyState>,
    );

    const box = screen.getByText('No articles found').closest('[role="status"]');
    expect(box).toHaveTextContent('No articles found');
    expect(box).toHaveTextContent('Try another word.');
    expect(screen.getByRole('button', { name: 'Show all articles' })).toBeInTheDocument();
  });
});

describe('PageHeader', () => {
  it('draws the eyebrow, the h1, the lead and the actions', () => {
    renderWithProviders(
      <PageHeader eyebrow="Help" title="Frequently Asked Questions" actions={<a href="/saved">Saved</a>}>
        Answers to common questions.
      </PageHeader>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByText('Help')).toBeInTheDocument();
    expect(screen.getByText('Answers to common questions.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saved' })).toBeInTheDocument();
  });
});

describe('ChoiceCards', () => {
  const choices = [
    { value: 'month', label: 'Monthly', detail: 'Every month', aside: <span>$5</span> },
    { value: 'year', label: 'Yearly', detail: 'Once a year' },
  ] as const;

  it('is a named radio group whose cards call back with their value', () => {
    const onChange = jest.fn();
    renderWithProviders(
      <ChoiceCards legend="Billing" name="billing" choices={choices} value="month" onChange={onChange} />,
    );

    const group = screen.getByRole('group', { name: 'Billing' });
    expect(within(group).getByRole('radio', { name: /Monthly\s*Every month\s*\$5/ })).toBeChecked();
    fireEvent.click(within(group).getByRole('radio', { name: /Yearly/ }));
    expect(onChange).toHaveBeenCalledWith('year');
  });

  it('takes no choice while disabled', () => {
    renderWithProviders(
      <ChoiceCards legend="Billing" name="billing" choices={choices} value="month" onChange={jest.fn()} disabled />,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
