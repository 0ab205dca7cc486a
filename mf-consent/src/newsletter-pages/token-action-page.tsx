import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME, HELD_UNTIL_HYDRATED_ATTRIBUTE, type RuntimeConfig, usePageHead } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { postToken, type TokenAction, type TokenRejection } from './token-request';
import message from '@storefront/shared/src/styles/message-screen.module.css';
import styles from './newsletter-pages.module.css';

/** How a page ends: what the visitor is told, with no button left to press. */
type FinalState = 'confirmed' | 'unsubscribed' | 'used' | 'expired' | 'invalid';

/** Before the press, while its request runs, how the page ended, or why the button may be pressed again. */
type TokenPageState = 'idle' | 'busy' | FinalState | 'tooManyRequests' | 'failed';

/** A page a mail links to: its action, and the rejections it knows (any other is the generic error). */
export interface TokenPageSpec {
  action: TokenAction;
  outcomes: { done: FinalState } & Partial<Record<TokenRejection, FinalState>>;
}

export const CONFIRM_PAGE: TokenPageSpec = {
  action: 'confirm',
  outcomes: { done: 'confirmed', token_used: 'used', token_expired: 'expired', token_invalid: 'invalid' },
};

export const UNSUBSCRIBE_PAGE: TokenPageSpec = {
  action: 'unsubscribe',
  outcomes: { done: 'unsubscribed', token_invalid: 'invalid' },
};

interface TokenActionPageProps {
  spec: TokenPageSpec;
  /** null: the page says at once that the link is not valid. */
  token: string | null;
  config: RuntimeConfig;
  /** Bounded wait for the collector; tests shorten it. */
  requestTimeoutMs?: number;
}

/**
 * A heading, a sentence and a button to press: the page never acts on load, as mail security scanners open links
 * too. Ids are fixed, not useId: the page is pre-rendered as a React root of its own (docs/shipping-a-remote.md).
 * idle -> busy -> final | error (-> busy again); a second press while one request runs is ignored.
 */
export function TokenActionPage({ spec, token, config, requestTimeoutMs }: TokenActionPageProps) {
  const { t } = useTeamTranslation();
  const [state, setState] = useState<TokenPageState>(token ? 'idle' : 'invalid');
  const inFlight = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Only an answer to the visitor's press moves focus; a page opened without a token leaves it where it is.
  const pressed = useRef(false);

  const texts = `newsletterPages.${spec.action}`;
  const screen = `newsletter-${spec.action}`;
  const errorId = `${screen}-error`;
  const failure = state === 'tooManyRequests' || state === 'failed' ? state : null;
  const outcome = state === 'idle' || state === 'busy' || failure ? null : state;
  const title = outcome ? t(`${texts}.${outcome}.title`) : t(`${texts}.title`);
  const busy = state === 'busy';

  // A subscriber's link is for no search engine: the root tells the host's server, which writes the robots rule,
  // and the tag follows in the browser for a page rendered or reached there.
  const head = usePageHead({ title, noindex: true });
  useEffect(() => {
    if (!pressed.current) return;
    // Disabling the pressed button dropped focus: the outcome's heading takes it, or the button after a failure.
    if (outcome) heading.current?.focus();
    if (failure) button.current?.focus();
  }, [state, outcome, failure]);

  const press = async () => {
    pressed.current = true;
    if (inFlight.current || !token) return;
    inFlight.current = true;
    setState('busy');
    const { endpoint } = config.newsletter;
    const outcome = await postToken({ endpoint, action: spec.action, token, timeoutMs: requestTimeoutMs });
    inFlight.current = false;
    setState(outcome === 'tooManyRequests' || outcome === 'failed' ? outcome : (spec.outcomes[outcome] ?? 'failed'));
  };

  return (
    <section
      className={message.screen}
      data-screen={screen}
      data-state={failure ? 'error' : state}
      aria-busy={busy || undefined}
      {...head}
    >
      <h1 ref={heading} tabIndex={-1} className={message.title}>
        {title}
      </h1>
      <p className={message.body}>
        {outcome ? t(`${texts}.${outcome}.body`, { brand: BRAND_NAME }) : t(`${texts}.body`)}
      </p>
      {outcome === null ? (
        <>
          <button
            ref={button}
            type="button"
            className={styles.button}
            disabled={busy}
            aria-describedby={failure ? errorId : undefined}
            onClick={() => void press()}
            {...{ [HELD_UNTIL_HYDRATED_ATTRIBUTE]: '' }}
          >
            {busy ? t(`${texts}.busy`) : t(`${texts}.button`)}
          </button>
          {failure && (
            <p id={errorId} className={styles.error} role="alert">
              {failure === 'tooManyRequests' ? t('newsletterPages.tooManyRequests') : t('newsletterPages.error')}
            </p>
          )}
        </>
      ) : (
        <Link className={message.home} to="/">
          {outcome === 'expired' ? t(`${texts}.expired.link`) : t('newsletterPages.home')}
        </Link>
      )}
    </section>
  );
}
