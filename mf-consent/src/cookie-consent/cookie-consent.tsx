import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  ALL_CONSENT,
  answerCookiePreferencesRequests,
  NO_OPTIONAL_CONSENT,
  parseConsentCookie,
  type ConsentChoices,
  type OptionalConsentCategory,
} from '@storefront/shared';
import { CookieBanner } from './cookie-banner';
import { loadStoredConsent, saveConsent, storedConsentCookie, subscribeToSavedConsent } from './consent-storage';
import { PreferencesDialog } from './preferences-dialog';
import { SettingsButton } from './settings-button';

interface OpenDialog {
  initial: ConsentChoices;
  focusCategory?: OptionalConsentCategory;
}

/** The native dialog closes by the platform (Cancel, Escape, a press outside): nothing for the application to do. */
const closeNatively = () => undefined;

/** What the pre-rendered banner was rendered from: no choice. */
const noCookieOnTheServer = () => undefined;

/**
 * Banner until a choice is saved, then a corner button; the preferences dialog opens from either, or when any
 * part of the page (the host's footer, the stories video) calls requestCookiePreferences, even before it loaded.
 * A pre-rendered banner is hydrated as the server rendered it, then shows the cookie's state: a choice the early
 * script saved before hydration (src/early/) is taken over as it is, never saved again. While the banner shows, its
 * Cookie Preferences button opens the pre-rendered native dialog beside it, as the visitor may have before hydration.
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

  // Give focus back once the dialog or the banner is gone. If the element that had it went too, to the corner
  // button; unless the part of the page that replaced it already moved focus on (the story's video player).
  useEffect(() => {
    if (dialog || !focusAfterClose.current) return;
    focusAfterClose.current = false;
    const previous = returnFocusTo.current;
    returnFocusTo.current = null;
    if (previous?.isConnected) previous.focus();
    else if (!document.activeElement || document.activeElement === document.body) settingsButton.current?.focus();
  });

  const decide = (choices: ConsentChoices) => {
    if (!returnFocusTo.current && document.activeElement instanceof HTMLElement)
      returnFocusTo.current = document.activeElement;
    saveConsent(choices); // the cookie's new value renders the corner button
    setDialog(null);
    focusAfterClose.current = true;
  };

  const cancel = () => {
    setDialog(null);
    focusAfterClose.current = true;
  };

  return (
    <>
      {stored === null && (
        <>
          <CookieBanner onAcceptAll={() => decide(ALL_CONSENT)} onRejectAll={() => decide(NO_OPTIONAL_CONSENT)} />
          <PreferencesDialog prerendered initial={NO_OPTIONAL_CONSENT} onSave={decide} onCancel={closeNatively} />
        </>
      )}
      <SettingsButton ref={settingsButton} hidden={stored === null} onClick={() => openPreferences()} />
      {dialog && (
        <PreferencesDialog
          initial={dialog.initial}
          focusCategory={dialog.focusCategory}
          onSave={decide}
          onCancel={cancel}
        />
      )}
    </>
  );
}
