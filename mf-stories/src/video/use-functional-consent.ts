import { useEffect, useState } from 'react';
import { isConsentGiven, onConsentChange } from '@storefront/shared';

/** Whether the visitor allows the functional category, kept current when the choice changes without a reload. */
export function useFunctionalConsent(): boolean {
  const [allowed, setAllowed] = useState(() => isConsentGiven('functional'));
  useEffect(() => {
    return onConsentChange((consent) => setAllowed(consent.functional));
  }, []);
  return allowed;
}
