import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  detail: ReactNode;
  /** Shown at the card's right, e.g. a price. */
  aside?: ReactNode;
}

export interface ChoiceCardsProps<T extends string> {
  legend: string;
  /** The radio group's name. */
  name: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** Side by side while each card has 200px, else one under the other. */
  columns?: boolean;
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Cards = styled.div<{ $columns: boolean }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => ($columns ? 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))' : '1fr')};
  gap: ${({ theme }) => theme.space.sm};
`;

const Card = styled.label<{ $aside: boolean }>`
  display: grid;
  grid-template-columns: ${({ $aside }) => ($aside ? 'auto 1fr auto' : 'auto 1fr')};
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 3px 0 0;
    accent-color: ${({ theme }) => theme.colors.teal};
    cursor: inherit;
  }
  strong {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.navy};
  }
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.teal};
    background: ${({ theme }) => theme.colors.tealSoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:has(input:disabled) {
    cursor: default;
  }
`;

/** A radio group drawn as cards: a label and a line of detail each, the chosen one tinted. */
export function ChoiceCards<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  disabled = false,
  columns = false,
}: ChoiceCardsProps<T>) {
  return (
    <Group disabled={disabled}>
      <legend>{legend}</legend>
      <Cards $columns={columns}>
        {choices.map((choice) => (
          <Card key={choice.value} $aside={choice.aside !== undefined}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>
              <strong>{choice.label}</strong>
              <small>{choice.detail}</small>
            </span>
            {choice.aside}
          </Card>
        ))}
      </Cards>
    </Group>
  );
}
