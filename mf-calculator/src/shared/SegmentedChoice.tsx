import styled from 'styled-components';

export interface SegmentedOption<T extends string> {
  value: T;
  /** What the segment shows, e.g. 'D' or '%'. */
  label: string;
  /** What a screen reader says, e.g. 'Daily' or 'Percent'. */
  name: string;
}

const Group = styled.div`
  display: inline-flex;
  flex: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  padding: 2px;
`;

const Segment = styled.label`
  position: relative;
  display: inline-flex;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    min-width: 32px;
    padding: 6px 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input:checked + span {
    background: ${({ theme }) => theme.colors.teal};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export interface SegmentedChoiceProps<T extends string> {
  /** Radio group name, unique on the page. */
  name: string;
  /** The group's accessible name, e.g. 'Rent/Mortgage frequency'. */
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of radio buttons drawn as joined segments (the %/$ toggle, the D/W/M choice). */
export function SegmentedChoice<T extends string>({ name, label, options, value, onChange }: SegmentedChoiceProps<T>) {
  return (
    <Group role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <Segment key={option.value} title={option.name}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            aria-label={option.name}
            onChange={() => onChange(option.value)}
          />
          <span aria-hidden="true">{option.label}</span>
        </Segment>
      ))}
    </Group>
  );
}
