export interface UnattachedLaunch {
  url: string;
  /** A loopback proxy (tools/shaping-proxy.mjs) every request of the site goes through. */
  proxyPort?: number;
  viewport: { width: number; height: number };
  deviceScaleFactor?: number;
  args?: string[];
}
export interface CdpSession {
  /** `sessionId`: a target attached through this session (flat mode), e.g. the prerendered page. */
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<T>;
  /** Every event of the session; returns the function that stops listening. */
  on(listener: (method: string, params: Record<string, unknown>, sessionId?: string) => void): () => void;
  /** Evaluates an expression in the page (awaiting a promise), returning its value as JSON. */
  evaluate<T = unknown>(expression: string, sessionId?: string): Promise<T>;
  close(): void;
}
export interface UnattachedChromium {
  attach(matches?: (url: string) => boolean): Promise<CdpSession>;
  close(): Promise<void>;
}
export function launchUnattached(options: UnattachedLaunch): Promise<UnattachedChromium>;
export function prerenderReady(
  session: CdpSession,
  isTheUrl: (url: string) => boolean,
  timeoutMs?: number,
): Promise<string[]>;
export function attachToPrerender(
  session: CdpSession,
  isTheUrl: (url: string) => boolean,
  timeoutMs?: number,
): Promise<string>;
