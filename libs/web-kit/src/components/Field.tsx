import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export const Label = styled.label`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.navy};
`;

const control = css`
  display: block;
  width: 100%;
  padding: 10px 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;

  &::placeholder {
    color: #8a97a8;
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.teal};
    box-shadow: 0 0 0 3px rgba(20, 184, 166, 0.25);
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.negative};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const Input = styled.input`
  ${control}
`;
export const TextArea = styled.textarea`
  ${control} resize: vertical;
  min-height: 120px;
`;
export const Select = styled.select`
  ${control}
`;

const FieldRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Hint = styled.p<{ $error: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.negative : theme.colors.textMuted)};
`;

export interface FieldProps {
  label: ReactNode;
  /** id of the control inside, so the label points at it. */
  htmlFor: string;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}

/** A label, its control, and a hint or error line under it. */
export function Field({ label, htmlFor, hint, error, children }: FieldProps) {
  return (
    <FieldRoot>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {error ? (
        <Hint $error role="alert">
          {error}
        </Hint>
      ) : hint ? (
        <Hint $error={false}>{hint}</Hint>
      ) : null}
    </FieldRoot>
  );
}
