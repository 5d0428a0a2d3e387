import { Link } from '@takehome/web-kit/router';
import styled, { css } from 'styled-components';

/** A link that looks like web-kit's Button, for navigation actions. */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 10px 18px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-decoration: none;

  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${({ theme }) => theme.colors.teal};
          color: ${({ theme }) => theme.colors.textOnDark};
          &:hover {
            background: #0c5f59;
            color: ${({ theme }) => theme.colors.textOnDark};
          }
        `
      : css`
          border-color: ${({ theme }) => theme.colors.border};
          background: ${({ theme }) => theme.colors.surface};
          color: ${({ theme }) => theme.colors.navy};
          &:hover {
            border-color: ${({ theme }) => theme.colors.teal};
            color: ${({ theme }) => theme.colors.teal};
          }
        `}
`;
