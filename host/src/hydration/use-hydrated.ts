import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/** False on the server and while React hydrates the server's markup; true in every render after, and on the client alone. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
