// Drawn, not typed: ← and → are not in the shell's font subset, and a glyph the page's fonts lack costs the
// browser a system font lookup in the first layout (docs/decisions/0009).
export function DirectionArrow({ pointing }: { pointing: 'back' | 'forward' }) {
  return (
    <svg
      viewBox="0 0 14 10"
      width="1.1em"
      height="0.8em"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={pointing === 'back' ? 'M13 5H1.5M5.5 1 1.5 5l4 4' : 'M1 5h11.5M8.5 1l4 4-4 4'} />
    </svg>
  );
}
