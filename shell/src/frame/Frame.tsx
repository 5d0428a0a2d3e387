import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './Footer';
import { TopNav } from './TopNav';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen high, so the footer starts below the fold and a page arriving late (a remote's,
// or a shell page's chunk) pushes nothing visible down (CLS).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: ${({ theme }) => theme.space.sm};
  z-index: 200;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus {
    left: ${({ theme }) => theme.space.sm};
  }
`;

/** Navigation on top, the page, the footer: stays up even when a remote's page cannot load. */
export function Frame({ children }: { children: ReactNode }) {
  return (
    <Layout>
      <SkipLink href="#main">Skip to content</SkipLink>
      <TopNav />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </Layout>
  );
}
