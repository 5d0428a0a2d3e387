import { Link } from '@takehome/web-kit/router';
import styled from 'styled-components';
import { useAuth } from '@takehome/web-kit';
import { BrandMark } from './BrandMark';

const FooterBar = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.navyDeep};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr 1fr;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  }
`;

const About = styled.div`
  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
  }

  p {
    max-width: 34ch;
    margin: ${({ theme }) => theme.space.sm} 0 0;
  }
`;

const Brand = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.tealBright};
    text-decoration: underline;
  }
`;

const Soon = styled.li`
  &::after {
    content: 'soon';
    margin-left: ${({ theme }) => theme.space.sm};
    padding: 1px 6px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: rgba(20, 184, 166, 0.16);
    color: ${({ theme }) => theme.colors.tealBright};
    font-size: 0.6875rem;
  }
`;

const Copyright = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.space.md};
  }

  p {
    margin: 0;
    padding: ${({ theme }) => theme.space.md} 0;
    border-top: 1px solid rgba(255, 255, 255, 0.08);
  }
`;

/**
 * docs/product/paths.md footer: site links, the /api/login link (opens the sign-in dialog; only for visitors who are
 * not signed in), Job Comparison (on the calculator), tools coming
 * soon, copyright.
 */
export function Footer() {
  const { user, openSignIn } = useAuth();
  return (
    <FooterBar>
      <Columns>
        <About>
          <Brand>
            <BrandMark size={24} />
            TakeHome
          </Brand>
          <p>Know what you take home: pay, overtime, union benefits, taxes and expenses in one clear estimate.</p>
        </About>
        <nav aria-label="Footer">
          <Heading>TakeHome</Heading>
          <List>
            <li>
              <Link to="/calculator">Calculator</Link>
            </li>
            <li>
              {/* Compare Scenarios opens under a result on the calculator (docs/product/compare.md). */}
              <Link to="/calculator">Job Comparison</Link>
            </li>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            {!user && (
              <li>
                <a
                  href="/api/login"
                  onClick={(event) => {
                    event.preventDefault();
                    openSignIn();
                  }}
                >
                  Login
                </a>
              </li>
            )}
          </List>
        </nav>
        <nav aria-label="Legal">
          <Heading>Legal</Heading>
          <List>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
          </List>
        </nav>
        <section aria-label="Coming soon">
          <Heading>Coming soon</Heading>
          <List>
            <Soon>Expense Tracker</Soon>
            <Soon>Budget Planner</Soon>
          </List>
        </section>
      </Columns>
      <Copyright>
        <p>© 2026 TakeHome</p>
      </Copyright>
    </FooterBar>
  );
}
