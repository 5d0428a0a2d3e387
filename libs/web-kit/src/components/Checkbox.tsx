import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.teal};
    cursor: pointer;
  }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

export function Checkbox({ label, ...inputProps }: CheckboxProps) {
  return (
    <CheckboxLabel>
      <input type="checkbox" {...inputProps} />
      <span>{label}</span>
    </CheckboxLabel>
  );
}
