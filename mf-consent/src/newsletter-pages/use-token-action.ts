import { useRef, useState } from 'react';
import { postToken, type TokenAction, type TokenRejection } from './token-request';

/** How a page ends: what the visitor is told, with no button left to press. */
export type FinalState = 'confirmed' | 'unsubscribed' | 'used' | 'expired' | 'invalid';

export type TokenPageState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'final'; outcome: FinalState }
  | { status: 'error'; reason: 'tooManyRequests' | 'failed' };

export interface TokenActionOptions {
  endpoint: string;
  action: TokenAction;
  /** The link's token; null when the address has none: the page says at once that the link is not valid. */
  token: string | null;
  /** What a done request means, and each rejection this page knows; any other rejection is the generic error. */
  outcomes: { done: FinalState } & Partial<Record<TokenRejection, FinalState>>;
  /** Bounded wait for the collector; tests shorten it. */
  requestTimeoutMs?: number;
}

/**
 * idle -> busy -> final | error (-> busy again). Nothing is sent on load (mail scanners open links): only `run`,
 * on the visitor's press, sends the token. A second press while one request runs is ignored.
 */
export function useTokenAction({ endpoint, action, token, outcomes, requestTimeoutMs }: TokenActionOptions) {
  const [state, setState] = useState<TokenPageState>(() =>
    token ? { status: 'idle' } : { status: 'final', outcome: 'invalid' },
  );
  const inFlight = useRef(false);

  const run = async () => {
    if (inFlight.current || !token) return;
    inFlight.current = true;
    setState({ status: 'busy' });
    const outcome = await postToken({ endpoint, action, token, timeoutMs: requestTimeoutMs });
    inFlight.current = false;
    if (outcome.kind === 'done') setState({ status: 'final', outcome: outcomes.done });
    else if (outcome.kind === 'tooManyRequests') setState({ status: 'error', reason: 'tooManyRequests' });
    else if (outcome.kind === 'rejected' && outcomes[outcome.reason])
      setState({ status: 'final', outcome: outcomes[outcome.reason]! });
    else setState({ status: 'error', reason: 'failed' });
  };

  return { state, run };
}
