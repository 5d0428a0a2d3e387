import { Link } from '@takehome/web-kit/router';
import styled, { css } from 'styled-components';

const look = css<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 10px 18px;
  border: 1px solid ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.border : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.surface : theme.colors.teal)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.navy : theme.colors.textOnDark)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-decoration: none;

  &:hover {
    color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.teal : theme.colors.textOnDark)};
    background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.surface : '#0c5f59')};
  }
`;

/** A router link that looks like a Button. */
export const LinkButton = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${look}
`;

/** A plain anchor that looks like a Button (for new-tab links). */
export const AnchorButton = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${look}
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;
