export interface ProxiedRequest {
  method: string;
  url: string;
  /** The Sec-Purpose header: "prefetch;prerender" for a Speculation Rules prerender. */
  purpose: string;
  startedAt: number;
  status: number | null;
  endedAt: number | null;
}
export interface ProxyOptions {
  /** Added before each response's headers, as the DevTools protocol's latency. */
  latencyMs?: number;
  /** One rate shared by every response (the phone's downlink). */
  downloadBytesPerSecond?: number;
  /** Requests to answer only after `releaseHeld()` (e.g. the application, to see a page before hydration). */
  hold?: (url: string) => boolean;
}
export interface ShapingProxy {
  port: number;
  requests: ProxiedRequest[];
  waitFor(predicate: (request: ProxiedRequest) => boolean, timeoutMs?: number): Promise<ProxiedRequest>;
  releaseHeld(): void;
  close(): Promise<void>;
}
export function startShapingProxy(options?: ProxyOptions): Promise<ShapingProxy>;
export function isPrerenderRequest(request: { purpose: string }): boolean;
