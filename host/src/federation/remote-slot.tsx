import { Suspense, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { HYDRATED_ATTRIBUTE, type ExposedModuleName, type RemoteTeam } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { useRuntimeConfig } from '../config/runtime-config-context';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from '../hydration/hydration-contract';
import { notePartFailed, notePartShown } from '../field-figures/field-figures';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteComponentSourceContext, RemoteUnavailableError, resetRemote } from './remote-registry';
import buttons from '../styles/button.module.css';
import styles from './remote-slot.module.css';

/** While the remote is missing: a page-sized notice, a compact one, or nothing (the cookie banner). */
type SlotFallback = 'page' | 'section' | 'silent';

interface RemoteSlotProps<T extends RemoteTeam> {
  team: T;
  module: ExposedModuleName<T>;
  fallback: SlotFallback;
  /** E.g. the space kept while loading so that nothing below shifts. */
  className?: string;
  /** For a silent slot: the window event that asks for it; while its remote is down, that shows the notice. */
  requestedBy?: RemoteSlotRequest;
}

type RemoteSlotRequest = { event: string; part: string };

export function RemoteSlot<T extends RemoteTeam>(props: RemoteSlotProps<T>) {
  const { team, module, fallback, className, requestedBy } = props;
  const config = useRuntimeConfig();
  const [attempt, setAttempt] = useState(0);
  const slot = useRef<HTMLDivElement>(null);
  const focusWhenSettled = useRef(false);
  const { i18n } = useTeamTranslation();
  const { pathname } = useLocation();
  // Kept should the remote fail, on this page and language only: the slot outlives a move within the team.
  const [serverContent] = useState(() =>
    fallback === 'page' ? serverRenderedContent(team, module, i18n.language) : null,
  );
  const keptContent =
    serverContent && pathname === serverContent.pathname && i18n.language === serverContent.language
      ? serverContent.html
      : null;
  const RemoteComponent = useContext(RemoteComponentSourceContext)(team, module);
  const retry = () => {
    // The pressed button goes away with the notice: focus follows to what takes its place (WCAG 2.4.3).
    focusWhenSettled.current = true;
    resetRemote(team);
    setAttempt((n) => n + 1);
  };
  const settled = () => {
    notePartShown(team);
    if (!focusWhenSettled.current) return;
    focusWhenSettled.current = false;
    focusSettledSlot(slot.current);
  };

  return (
    <div
      ref={slot}
      data-boundary={team}
      data-module={module}
      className={className ? `${styles.slot} ${className}` : styles.slot}
    >
      <RemoteErrorBoundary
        key={attempt}
        onError={(error) =>
          notePartFailed(team, error instanceof RemoteUnavailableError ? 'load-failure' : 'slot-error')
        }
        fallback={() => (
          <>
            {fallback === 'silent' ? (
              requestedBy && <UnavailableWhenRequested request={requestedBy} onRetry={retry} askedAgain={attempt > 0} />
            ) : keptContent ? (
              <>
                <Unavailable part={`remote.part.${team}`} kind="section" keptContent onRetry={retry} />
                <div dangerouslySetInnerHTML={{ __html: keptContent }} />
              </>
            ) : (
              <Unavailable part={`remote.part.${team}`} kind={fallback} onRetry={retry} />
            )}
            <MarkSettled slot={slot} onSettled={settled} />
          </>
        )}
      >
        <Suspense fallback={fallback === 'page' ? <PageLoading /> : null}>
          {/* eslint-disable-next-line react-hooks/static-components -- cached per exposed module, so its identity is stable between renders */}
          <RemoteComponent config={config} />
          <MarkSettled slot={slot} onSettled={settled} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}

/** Once the slot settles, held early presses can be handed to it (src/hydration/early-interactions.ts). */
function MarkSettled({ slot, onSettled }: { slot: RefObject<HTMLDivElement | null>; onSettled: () => void }) {
  useEffect(() => {
    slot.current?.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    onSettled();
    // Once per mount: what settled is this content, or this notice.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/** Read only during hydration in the rendered language; a later page's slot is the browser's own. */
function serverRenderedContent(team: RemoteTeam, module: string, language: string) {
  if (typeof document === 'undefined' || document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return null;
  if (document.getElementById('root')?.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) !== language) return null;
  const slot = document.querySelector(`[data-boundary="${team}"][data-module="${module}"]`);
  // A slot the server had no fragment for holds the "Loading" placeholder: nothing worth keeping.
  if (!slot || slot.querySelector(':scope > [data-state="loading"]')) return null;
  const html = slot.innerHTML.trim();
  return html ? { html, pathname: window.location.pathname, language } : null;
}

/** After "Try again": its button if still missing, else the part's heading, unless focus was already taken. */
function focusSettledSlot(slot: HTMLElement | null): void {
  const active = document.activeElement;
  if (!slot || (active && active !== document.body && active.isConnected)) return;
  const target =
    slot.querySelector<HTMLElement>('[data-state="unavailable"] button') ??
    slot.querySelector<HTMLElement>('h1, h2') ??
    slot.querySelector<HTMLElement>('a[href], button:not([disabled]), input:not([type="hidden"]), [tabindex="0"]');
  if (!target) return;
  if (!target.matches('button, a[href], [tabindex]')) {
    target.tabIndex = -1; // focusable from script only, and only until focus moves on
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus();
}

function PageLoading() {
  const { t } = useTeamTranslation();
  return (
    <div className={styles.loading} role="status" data-state="loading">
      <span className={styles.loadingText}>{t('remote.loading')}</span>
    </div>
  );
}

/** Nothing until asked for; `askedAgain` shows it at once after a Try again that failed too. */
function UnavailableWhenRequested(props: { request: RemoteSlotRequest; onRetry: () => void; askedAgain: boolean }) {
  const { request, onRetry, askedAgain } = props;
  const [requested, setRequested] = useState(askedAgain);
  useEffect(() => {
    const onRequest = () => setRequested(true);
    window.addEventListener(request.event, onRequest);
    return () => window.removeEventListener(request.event, onRequest);
  }, [request.event]);
  if (!requested) return null;
  return (
    <div className={styles.requestedNotice}>
      <Unavailable part={request.part} kind="section" onRetry={onRetry} onDismiss={() => setRequested(false)} />
    </div>
  );
}

interface UnavailableProps {
  part: string;
  kind: Exclude<SlotFallback, 'silent'>;
  onRetry: () => void;
  /** So a notice over the page hides nothing for longer than the visitor wants. */
  onDismiss?: () => void;
  /** Above the server's content: readable, but its controls do nothing until it loads. */
  keptContent?: boolean;
}

function Unavailable({ part: partKey, kind, onRetry, onDismiss, keptContent = false }: UnavailableProps): ReactNode {
  const { t } = useTeamTranslation();
  // A team added to the registry without its own name here is still named, generically.
  const part = t(partKey, { defaultValue: t('remote.part.anyOther') });
  const title = t(keptContent ? 'remote.keptTitle' : 'remote.unavailableTitle', { part });
  return (
    <div
      className={kind === 'page' ? styles.unavailablePage : styles.unavailableSection}
      role="alert"
      data-state="unavailable"
    >
      {kind === 'page' ? <h1 className={styles.title}>{title}</h1> : <p className={styles.title}>{title}</p>}
      <p className={styles.body}>{t(keptContent ? 'remote.keptBody' : 'remote.unavailableBody')}</p>
      <div className={styles.actions}>
        <button type="button" className={buttons.button} onClick={onRetry}>
          {t('remote.retry')}
        </button>
        {onDismiss && (
          <button type="button" className={`${buttons.button} ${buttons.outline}`} onClick={onDismiss}>
            {t('remote.dismiss')}
          </button>
        )}
      </div>
    </div>
  );
}
