import type { SectionPath } from './sections';

const PATHS: Record<SectionPath, string> = {
  overview: 'M3 13h8V3H3zM13 21h8V11h-8zM3 21h8v-6H3zM13 3v6h8V3z',
  content: 'M4 4h16v16H4zM8 8h8M8 12h8M8 16h5',
  subscribers: 'M3 6h18v12H3zM3 7l9 6 9-6',
  analytics: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  settings: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  inbox: 'M3 13l3-8h12l3 8v6H3zM3 13h5l1 3h6l1-3h5',
};

/** A line icon beside each menu entry. */
export function SectionIcon({ section }: { section: SectionPath }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[section]} />
    </svg>
  );
}
