/** The TakeHome logo: a rising line on a navy tile. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#14b8a6" fillOpacity="0.16" />
      <path
        d="M8 21l5-5 4 4 7-9"
        stroke="#14b8a6"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
