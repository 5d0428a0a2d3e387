import type { ReactNode } from 'react';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router';
import styled from 'styled-components';
// Its own entry (@takehome/web-kit/dev-host), outside the shared singleton: only remotes' dev pages use it, and the
// providers come through the shared entry like everywhere else.
import { WebKitProviders } from '@takehome/web-kit';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textOnDark};

  strong {
    margin-right: ${({ theme }) => theme.space.md};
  }
  a {
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
    text-decoration: none;
  }
  a.active {
    color: ${({ theme }) => theme.colors.tealBright};
  }
`;

export interface DevHostPage {
  /** Route pattern, e.g. '/blog/:slug'. */
  path: string;
  /** Where the bar's link goes, when the pattern is not a real address (e.g. '/blog/sample-post'). */
  link?: string;
  label: string;
  element: ReactNode;
}

/** The bare host page a remote runs in on its own dev server: providers, a router and links to its pages. */
export function DevHost({ name, pages }: { name: string; pages: DevHostPage[] }) {
  return (
    <WebKitProviders>
      <BrowserRouter>
        <Bar aria-label={`${name} pages`}>
          <strong>{name} · dev</strong>
          {pages.map((page) => (
            <NavLink key={page.path} to={page.link ?? page.path} end>
              {page.label}
            </NavLink>
          ))}
        </Bar>
        <main>
          <Routes>
            {pages.map((page) => (
              <Route key={page.path} path={page.path} element={page.element} />
            ))}
          </Routes>
        </main>
      </BrowserRouter>
    </WebKitProviders>
  );
}
