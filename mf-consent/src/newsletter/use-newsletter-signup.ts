import { useRef, useState } from 'react';
import { afterNextPaint, toSupportedLanguage, FALLBACK_LANGUAGE, type RuntimeConfig } from '@storefront/shared';
import { submitSignup, type RejectionReason } from './submit-signup';

export type SignupState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success' }
  | { status: 'error'; reason: RejectionReason | 'failed' };

export interface SignupOptions {
  config: RuntimeConfig;
  language: string;
  /** The path of the page the form is on, sent with the signup. */
  page: string;
  /** Bounded wait for the endpoint; tests shorten it. */
  requestTimeoutMs?: number;
}

/** idle -> submitting -> success | error (-> submitting again). A second submit while one runs is ignored. */
export function useNewsletterSignup({ config, language, page, requestTimeoutMs }: SignupOptions) {
  const [state, setState] = useState<SignupState>({ status: 'idle' });
  const inFlight = useRef(false);

  const submit = async (email: string, consent: boolean) => {
    if (inFlight.current || email.trim() === '') return;
    inFlight.current = true;
    setState({ status: 'submitting' });
    // Starting a request costs a frame on a phone: it follows the frame that says the signup is on its way.
    await new Promise<void>((resolve) => afterNextPaint(resolve));
    const outcome = await submitSignup({
      endpoint: config.newsletter.endpoint,
      mode: config.newsletter.mode,
      email,
      consent,
      language: toSupportedLanguage(language) ?? FALLBACK_LANGUAGE,
      page,
      timeoutMs: requestTimeoutMs,
    });
    inFlight.current = false;
    if (outcome.kind === 'success') setState({ status: 'success' });
    else setState({ status: 'error', reason: outcome.kind === 'rejected' ? outcome.reason : 'failed' });
  };

  return { state, submit };
}
