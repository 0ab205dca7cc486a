import { useSyncExternalStore } from 'react';
import { isConsentGiven, onConsentChange } from '@storefront/shared';

/** The choice last announced on this page while a video listened; the cookie until then. */
let announced: boolean | null = null;
let listeners = 0;

function subscribe(onChange: () => void): () => void {
  listeners += 1;
  const stop = onConsentChange((consent) => {
    announced = consent.functional;
    onChange();
  });
  return () => {
    stop();
    listeners -= 1;
    if (listeners === 0) announced = null;
  };
}

const allowedNow = () => announced ?? isConsentGiven('functional');
/** What the pre-rendered story shows: the poster, whatever the cookie says (decision 0016). */
const allowedInTheServersMarkup = () => false;

/** Functional consent, kept current; it hydrates as the server's markup, so an earlier choice is no mismatch. */
export function useFunctionalConsent(): boolean {
  return useSyncExternalStore(subscribe, allowedNow, allowedInTheServersMarkup);
}
