import styled from 'styled-components';

export type TaxModeChoice = 'flat' | 'w4';

const MODES: ReadonlyArray<{ value: TaxModeChoice; label: string; detail: string }> = [
  { value: 'flat', label: 'Quick estimate (one rate)', detail: 'Type one combined tax rate' },
  { value: 'w4', label: 'From my W-4 and state', detail: 'Federal, Social Security, Medicare and state, line by line' },
];

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

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Option = styled.label`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 3px 0 0;
    accent-color: ${({ theme }) => theme.colors.teal};
    cursor: pointer;
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
`;

export interface TaxModeSwitchProps {
  value: TaxModeChoice;
  onChange: (mode: TaxModeChoice) => void;
}

/** The "Taxes" switch of D11: one typed rate, or taxes worked out from the W-4 and the state. */
export function TaxModeSwitch({ value, onChange }: TaxModeSwitchProps) {
  return (
    <Group>
      <legend>Taxes</legend>
      <Options>
        {MODES.map((mode) => (
          <Option key={mode.value}>
            <input
              type="radio"
              name="calc-taxMode"
              value={mode.value}
              checked={value === mode.value}
              onChange={() => onChange(mode.value)}
            />
            <span>
              <strong>{mode.label}</strong>
              <small>{mode.detail}</small>
            </span>
          </Option>
        ))}
      </Options>
    </Group>
  );
}
