import { createGlobalStyle } from 'styled-components';

/** The one TakeHome theme: every colour, space, radius and type size comes from here. */
export const theme = {
  colors: {
    navy: '#0b1f3a',
    navyDeep: '#071529',
    navySoft: '#15305a',
    teal: '#0f766e',
    /** A primary button or link under the pointer. */
    tealDeep: '#0c5f59',
    tealBright: '#14b8a6',
    tealSoft: '#e6f6f4',
    positive: '#15803d',
    positiveSoft: '#e8f6ee',
    negative: '#b91c1c',
    /** A danger button under the pointer. */
    negativeDeep: '#991b1b',
    negativeSoft: '#fdecec',
    warning: '#b45309',
    warningSoft: '#fef3e2',
    background: '#f4f6fa',
    surface: '#ffffff',
    surfaceMuted: '#eef2f7',
    border: '#d7dee8',
    text: '#0f172a',
    textMuted: '#475569',
    textOnDark: '#f8fafc',
    textOnDarkMuted: '#b6c2d4',
    focus: '#14b8a6',
    overlay: 'rgba(7, 21, 41, 0.55)',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px', xxxl: '72px' },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  shadows: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 16px rgba(15, 23, 42, 0.06)',
    raised: '0 12px 40px rgba(7, 21, 41, 0.25)',
  },
  layout: { maxWidth: '1120px', navHeight: '64px' },
  breakpoints: { mobile: 768 },
  media: {
    /** Phones: narrower than 768px. */
    mobile: '@media (max-width: 767.98px)',
    /** Phones and tablets: narrower than 1024px. */
    narrow: '@media (max-width: 1023.98px)',
    /** Tablets and desktops: 768px and wider. */
    desktop: '@media (min-width: 768px)',
  },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  export interface DefaultTheme extends Theme {}
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.55;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 { line-height: 1.25; margin: 0 0 ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.colors.navy}; }
  h1 { font-size: ${({ theme }) => theme.fontSizes.display}; letter-spacing: -0.02em; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.xxl}; letter-spacing: -0.01em; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }

  ${({ theme }) => theme.media.mobile} {
    h1 { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
    h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  }

  a { color: ${({ theme }) => theme.colors.teal}; text-underline-offset: 2px; }
  a:hover { color: ${({ theme }) => theme.colors.navy}; }

  button, input, select, textarea { font: inherit; color: inherit; }

  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
