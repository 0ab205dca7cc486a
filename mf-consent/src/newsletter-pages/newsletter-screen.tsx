import { useLocation } from 'react-router-dom';
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_TOKEN_PARAMETER,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type RuntimeConfig,
} from '@storefront/shared';
import { NewsletterNotFound } from './newsletter-not-found';
import { CONFIRM_PAGE, TokenActionPage, UNSUBSCRIBE_PAGE } from './token-action-page';

/** The page of a /newsletter/* path, where mails' `?token=` links land; without a token, the link is not valid. */
export function NewsletterScreen({ config, requestTimeoutMs }: { config: RuntimeConfig; requestTimeoutMs?: number }) {
  const { pathname, search } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const token = new URLSearchParams(search).get(NEWSLETTER_TOKEN_PARAMETER)?.trim() || null;
  const spec =
    path === NEWSLETTER_CONFIRM_PATH ? CONFIRM_PAGE : path === NEWSLETTER_UNSUBSCRIBE_PATH ? UNSUBSCRIBE_PAGE : null;
  if (!spec) return <NewsletterNotFound />;
  // A page afresh for another link (its state belongs to one token).
  return (
    <TokenActionPage
      key={`${spec.action}:${token ?? ''}`}
      spec={spec}
      token={token}
      config={config}
      requestTimeoutMs={requestTimeoutMs}
    />
  );
}
