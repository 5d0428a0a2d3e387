import { useState } from 'react';
import { Link, NavLink, useLocation } from '@takehome/web-kit/router';
import styled from 'styled-components';
import { Button, useAuth, useToast } from '@takehome/web-kit';
import { BrandMark } from './BrandMark';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textOnDark};
  box-shadow: 0 1px 0 rgba(255, 255, 255, 0.06);
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: ${({ theme }) => theme.layout.navHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.narrow} {
    gap: ${({ theme }) => theme.space.md};
  }
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.sm};
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const Links = styled.ul<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: absolute;
    top: ${({ theme }) => theme.layout.navHeight};
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    gap: 0;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.navy};
    border-top: 1px solid rgba(255, 255, 255, 0.08);
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const Item = styled(NavLink)`
  display: block;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.textOnDark};
    background: rgba(255, 255, 255, 0.06);
  }
  &.active {
    color: ${({ theme }) => theme.colors.tealBright};
    background: rgba(20, 184, 166, 0.12);
  }

  ${({ theme }) => theme.media.mobile} {
    padding: 12px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

const UserName = styled.span`
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  /* Tablets keep the links and the Sign Out button on one line; the name goes first. */
  ${({ theme }) => theme.media.narrow} {
    display: none;
  }
`;

const PlanBadge = styled(Link)`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(20, 184, 166, 0.16);
  color: ${({ theme }) => theme.colors.tealBright};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-decoration: none;
  text-transform: uppercase;

  &:hover {
    color: ${({ theme }) => theme.colors.textOnDark};
  }

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const LoginFailed = styled.span`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(185, 28, 28, 0.18);
  color: #fecaca;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;

  /* No room in the bar on phones: it hangs just below it instead. */
  ${({ theme }) => theme.media.mobile} {
    position: absolute;
    top: calc(100% + 6px);
    right: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.negative};
    color: ${({ theme }) => theme.colors.textOnDark};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

const SignInButton = styled(Button)`
  white-space: nowrap;
`;

const NavButton = styled(Button)`
  color: ${({ theme }) => theme.colors.textOnDark};
  white-space: nowrap;
`;

const MenuToggle = styled.button`
  display: none;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid rgba(255, 255, 255, 0.2);
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textOnDark};
  cursor: pointer;

  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }

  span,
  span::before,
  span::after {
    display: block;
    width: 18px;
    height: 2px;
    border-radius: 1px;
    background: currentColor;
  }
  span {
    position: relative;
  }
  span::before,
  span::after {
    content: '';
    position: absolute;
    left: 0;
  }
  span::before {
    top: -6px;
  }
  span::after {
    top: 6px;
  }
`;

/**
 * docs/product/paths.md top navigation: CALC, BLOG, FAQ, PLANS, and DASH for signed-in users; the account area on the
 * right.
 */
export function TopNav() {
  const { user, error, openSignIn, signOut } = useAuth();
  const { showToast } = useToast();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const signOutHere = () => signOut().catch((problem: Error) => showToast({ title: problem.message, tone: 'error' }));

  const links = [
    { to: '/', label: 'CALC', active: pathname === '/' || pathname === '/calculator' },
    { to: '/blog', label: 'BLOG' },
    { to: '/faq', label: 'FAQ' },
    { to: '/pricing', label: 'PLANS' },
    ...(user ? [{ to: '/dashboard', label: 'DASH' }] : []),
  ];

  return (
    <Bar>
      <Inner as="nav" aria-label="Main">
        <Brand to="/" onClick={closeMenu}>
          <BrandMark />
          TakeHome
        </Brand>
        <Links id="main-menu" $open={menuOpen}>
          {links.map(({ to, label, active }) => (
            <li key={to}>
              <Item to={to} end={to === '/'} className={active ? 'active' : undefined} onClick={closeMenu}>
                {label}
              </Item>
            </li>
          ))}
        </Links>
        <Account>
          {error && (
            <LoginFailed role="alert" title={error}>
              Login failed
            </LoginFailed>
          )}
          {user ? (
            <>
              <UserName>{user.name}</UserName>
              <PlanBadge to="/pricing" aria-label={`Plan: ${user.tier}`}>
                {user.tier}
              </PlanBadge>
              <NavButton variant="ghost" size="sm" onClick={() => void signOutHere()}>
                Sign Out
              </NavButton>
            </>
          ) : (
            <SignInButton size="sm" onClick={() => openSignIn()}>
              Sign In
            </SignInButton>
          )}
          <MenuToggle
            type="button"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span />
          </MenuToggle>
        </Account>
      </Inner>
    </Bar>
  );
}
