/** Where the shell mounts the dashboard (docs/product/paths.md route table). */
const DASHBOARD_PATH = '/dashboard';

/** The dashboard's sections, in menu order; each is deep-linkable at /dashboard/{path}. */
export const SECTIONS = [
  { path: 'overview', label: 'Overview' },
  { path: 'content', label: 'Content Management' },
  { path: 'subscribers', label: 'Email Subscribers' },
  { path: 'analytics', label: 'Analytics & Reports' },
  { path: 'settings', label: 'Account Settings' },
  { path: 'inbox', label: 'Inbox' },
] as const;

export type SectionPath = (typeof SECTIONS)[number]['path'];

export const sectionUrl = (path: SectionPath) => `${DASHBOARD_PATH}/${path}`;
