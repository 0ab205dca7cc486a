import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type DetailedHTMLProps,
  type HTMLAttributes,
} from 'react';
import {
  answerCookiePreferencesRequests,
  NO_OPTIONAL_CONSENT,
  parseConsentCookie,
  type ConsentChoices,
  type OptionalConsentCategory,
} from '@storefront/shared';
import { CookieBanner } from './cookie-banner';
import {
  COOKIE_BANNER_ELEMENT,
  defineCookieBannerElement,
  type CookieBannerChoicesElement,
} from './cookie-banner-element';
import styles from './cookie-banner.module.css';
import { loadStoredConsent, storedConsentCookie, subscribeToSavedConsent } from './consent-storage';
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

interface OpenDialog {
  initial: ConsentChoices;
  focusCategory?: OptionalConsentCategory;
}

/** What the pre-rendered banner was rendered from: no choice. */
const noCookieOnTheServer = () => undefined;

/**
 * Banner until a choice is saved, then a corner button; the preferences dialog opens from either, or when any
 * part of the page (the host's footer, the stories video) calls requestCookiePreferences, even before it loaded.
 * Every choice is answered by the banner's element (cookie-banner-element.ts), before hydration and after: it saves
 * the cookie, and this component reads the cookie again when told and renders what follows from it. A pre-rendered
 * banner is hydrated as the server rendered it, then shows the cookie's state: a choice made before hydration is
 * taken over as it is, never saved again. While the banner shows, its Cookie Preferences button opens the
 * pre-rendered native dialog beside it, by the platform.
 */
export function CookieConsent() {
  const cookie = useSyncExternalStore(subscribeToSavedConsent, storedConsentCookie, noCookieOnTheServer);
  const stored = useMemo(() => parseConsentCookie(cookie), [cookie]);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const focusAfterClose = useRef(false);

  const openPreferences = useCallback((focusCategory?: OptionalConsentCategory) => {
    // Read the cookie again: another tab or a reload may have changed it since this page rendered.
    const current = loadStoredConsent();
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog({ initial: current ?? NO_OPTIONAL_CONSENT, focusCategory });
  }, []);

  useEffect(
    () => answerCookiePreferencesRequests(({ focusCategory }) => openPreferences(focusCategory)),
    [openPreferences],
  );

  // Give focus back once the application's dialog is gone (saved by the element, or closed). If the element that
  // had it went too, to the corner button; unless the part of the page that replaced it already moved focus on
  // (the story's video player).
  useEffect(() => {
    if (dialog || !focusAfterClose.current) return;
    focusAfterClose.current = false;
    const previous = returnFocusTo.current;
    returnFocusTo.current = null;
    if (previous?.isConnected) previous.focus();
    else if (!document.activeElement || document.activeElement === document.body) settingsButton.current?.focus();
  });

  const closed = () => {
    setDialog(null);
    focusAfterClose.current = true;
  };

  return (
    <cookie-banner-choices className={styles.choices}>
      {stored === null && (
        <>
          <CookieBanner />
          <PreferencesDialog prerendered initial={NO_OPTIONAL_CONSENT} />
        </>
      )}
      <SettingsButton ref={settingsButton} hidden={stored === null} onClick={() => openPreferences()} />
      {dialog && <PreferencesDialog initial={dialog.initial} focusCategory={dialog.focusCategory} onClosed={closed} />}
    </cookie-banner-choices>
  );
}
