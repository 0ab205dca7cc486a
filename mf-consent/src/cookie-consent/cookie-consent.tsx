import { useEffect, useMemo, useRef, useSyncExternalStore, type DetailedHTMLProps, type HTMLAttributes } from 'react';
import { answerCookiePreferencesRequests, NO_OPTIONAL_CONSENT, parseConsentCookie } from '@storefront/shared';
import { CookieBanner } from './cookie-banner';
import {
  CATEGORY_ATTRIBUTE,
  COOKIE_BANNER_ELEMENT,
  defineCookieBannerElement,
  type CookieBannerChoicesElement,
} from './cookie-banner-element';
import styles from './cookie-banner.module.css';
import { storedConsentCookie, subscribeToSavedConsent } from './consent-storage';
import { PreferencesDialog } from './preferences-dialog';
import { SettingsButton } from './settings-button';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      [COOKIE_BANNER_ELEMENT]: DetailedHTMLProps<
        HTMLAttributes<CookieBannerChoicesElement>,
        CookieBannerChoicesElement
      >;
    }
  }
}

// Where the consent team's early script did not run (a page the server did not render, the development shell).
defineCookieBannerElement();

/** What the pre-rendered banner was rendered from: no choice. */
const noCookieOnTheServer = () => undefined;

/**
 * Banner until a choice is saved, then a corner button. The banner's element saves every choice and this reads the
 * cookie again when told: a choice made before hydration is taken over as it is, never saved again.
 */
export function CookieConsent() {
  const cookie = useSyncExternalStore(subscribeToSavedConsent, storedConsentCookie, noCookieOnTheServer);
  const stored = useMemo(() => parseConsentCookie(cookie), [cookie]);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(
    () =>
      answerCookiePreferencesRequests(({ focusCategory }) => {
        const element = dialog.current;
        if (!element || element.open) return;
        element.showModal();
        if (focusCategory) element.querySelector<HTMLElement>(`[${CATEGORY_ATTRIBUTE}="${focusCategory}"]`)?.focus();
      }),
    [],
  );

  return (
    <cookie-banner-choices className={styles.choices}>
      {stored === null && <CookieBanner />}
      <PreferencesDialog ref={dialog} saved={stored ?? NO_OPTIONAL_CONSENT} />
      <SettingsButton hidden={stored === null} />
    </cookie-banner-choices>
  );
}
