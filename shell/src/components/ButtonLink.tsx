import { Link } from '@takehome/web-kit/router';
import styled, { css } from 'styled-components';

const solid = css`
  background: ${({ theme }) => theme.colors.teal};
  color: ${({ theme }) => theme.colors.textOnDark};
  &:hover {
    background: #0c5f59;
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const outline = css`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.navy};
  border-color: ${({ theme }) => theme.colors.border};
  &:hover {
    border-color: ${({ theme }) => theme.colors.teal};
    color: ${({ theme }) => theme.colors.teal};
  }
`;

/** A link that looks like the kit's Button (navigation, not an action). */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary'; $fullWidth?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: 10px 18px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-decoration: none;
  ${({ $variant = 'primary' }) => ($variant === 'primary' ? solid : outline)}
`;
