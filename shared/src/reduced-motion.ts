// Whether the visitor asks for reduced motion, for every team: a hook over `matchMedia` that holds no state of its
// own (React keeps the snapshot), so each team's build bundles it and it runs on that team's React. Imported by its
// path (`@storefront/shared/src/reduced-motion`), not from the package's index, whose contracts stay free of React.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Asked now, not as of the last render: for a handler that may run before a re-render (a click held until hydration). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/** Pre-rendered HTML assumes no preference; the browser corrects it right after hydration. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
