import { Link } from '@takehome/web-kit/router';
import styled, { css } from 'styled-components';

export type ButtonLinkVariant = 'primary' | 'secondary';

interface LookProps {
  $variant?: ButtonLinkVariant;
  $fullWidth?: boolean;
}

const primary = css`
  background: ${({ theme }) => theme.colors.teal};
  color: ${({ theme }) => theme.colors.textOnDark};
  &:hover {
    background: ${({ theme }) => theme.colors.tealDeep};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const secondary = css`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.navy};
  border-color: ${({ theme }) => theme.colors.border};
  &:hover {
    border-color: ${({ theme }) => theme.colors.teal};
    color: ${({ theme }) => theme.colors.teal};
  }
`;

/** The look of the kit's Button (md size) for links: navigation, not an action. */
const buttonLook = css<LookProps>`
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
  ${({ $variant = 'primary' }) => ($variant === 'primary' ? primary : secondary)}
`;

/** A router link that looks like a Button. */
export const ButtonLink = styled(Link)<LookProps>`
  ${buttonLook}
`;

/** A plain anchor that looks like a Button (another site, a new tab). */
export const AnchorButton = styled.a<LookProps>`
  ${buttonLook}
`;
