// Drawn, not typed: a glyph missing from the font subset costs a font lookup in the first layout (decision 0009).

const iconProps = { viewBox: '0 0 12 12', width: '1em', height: '1em', 'aria-hidden': true, focusable: false } as const;

export function PauseIcon() {
  return (
    <svg {...iconProps} fill="currentColor">
      <rect x="2" y="1.5" width="2.75" height="9" />
      <rect x="7.25" y="1.5" width="2.75" height="9" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...iconProps} fill="currentColor">
      <path d="M3 1.5 10.5 6 3 10.5Z" />
    </svg>
  );
}

export function ArrowDownIcon() {
  return (
    <svg
      {...iconProps}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 1v9.5M2 6.5l4 4 4-4" />
    </svg>
  );
}
