import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.teal};
    color: ${({ theme }) => theme.colors.textOnDark};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.tealDeep};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.navy};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.teal};
      color: ${({ theme }) => theme.colors.teal};
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    &:hover:not(:disabled) {
      background: rgba(20, 184, 166, 0.12);
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.negative};
    color: ${({ theme }) => theme.colors.textOnDark};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.negativeDeep};
    }
  `,
};

const sizes = {
  sm: css`
    padding: 6px 12px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    padding: 10px 18px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    padding: 14px 24px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    border-color 120ms ease,
    color 120ms ease;
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export function Button({ variant = 'primary', size = 'md', fullWidth = false, type = 'button', ...rest }: ButtonProps) {
  return <StyledButton type={type} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}
