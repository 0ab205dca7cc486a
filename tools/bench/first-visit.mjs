// What a first-time visitor's browser downloads for one route: one page load in a fresh Playwright context
// (empty cache, no cookies), observed through the Chrome DevTools Protocol so that every request keeps its
// initiator, its compressed and decoded size and its start time.
import { chromium } from 'playwright-core';
import { COLLECTOR, DEPLOYABLES } from '../../platform/src/topology/topology.ts';
import { CHROME_FLAGS, CHROME_PATH } from './chrome.mjs';

/**
 * Marker of the Module Federation runtime core in a JS body: its manifest cache (a property name, so it survives
 * minification). A remote entry built with experiments.externalRuntime carries only the small per-container
 * glue, not the core, and does not count.
 */
export const FEDERATION_MARKER = 'manifestCache';

/**
 * @typedef {object} RequestRecord
 * @property {string} id
 * @property {string} url
 * @property {string} team          deployable that served it ('other' for anything else)
 * @property {string} resourceType  CDP resource type (Document, Script, Fetch, …)
 * @property {number} startMs       start time relative to navigation start
 * @property {number} endMs         end time (Infinity when it never finished)
 * @property {string} initiatorType CDP initiator type (parser, script, preload, other)
 * @property {string[]} initiatorUrls document/stylesheet/script URLs named by the initiator
 * @property {string|null} parentId  inferred dependency (see linkRequests)
 * @property {number} depth         1 for the document, parent depth + 1 otherwise
 * @property {string|null} stackParentId  dependency by the CDP initiator alone
 * @property {number} stackDepth
 * @property {string} mimeType
 * @property {number|null} status
 * @property {number} encodedBytes  compressed body size (Content-Length, else CDP encodedDataLength)
 * @property {number} decodedBytes  body size after decompression
 * @property {boolean} failed
 * @property {boolean} isJs
 * @property {boolean} hasFederationRuntime
 */

/**
 * Starts the Chromium used for the first-visit probes.
 */
export async function launchBrowser() {
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
}

/**
 * Maps an URL to the deployable that serves it, by the port of its origin.
 * @param {string} url
 * @param {number} portOffset
 */
export function teamOf(url, portOffset) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return 'other';
  }
  if (!['localhost', '127.0.0.1'].includes(parsed.hostname)) return 'other';
  const port = Number(parsed.port) - portOffset;
  if (port === COLLECTOR.port) return 'collector';
  return DEPLOYABLES.find((d) => d.port === port)?.team ?? 'other';
}

/**
 * A short label for an URL in a chain: "<team>:<path>".
 * @param {string} url
 * @param {number} portOffset
 */
export function shortUrl(url, portOffset) {
  try {
    const { pathname, search } = new URL(url);
    const path = `${pathname}${search}`;
    return `${teamOf(url, portOffset)}:${path.length > 60 ? `${path.slice(0, 57)}…` : path}`;
  } catch {
    return url.slice(0, 60);
  }
}

/**
 * The URLs of the scripts (or the document/stylesheet) that started a request, from a CDP initiator.
 * @param {any} initiator
 * @returns {string[]}
 */
function initiatorUrls(initiator) {
  if (!initiator) return [];
  const urls = new Set();
  if (initiator.url) urls.add(initiator.url);
  /** @type {any} */
  let stack = initiator.stack;
  while (stack) {
    for (const frame of stack.callFrames ?? []) if (frame.url) urls.add(frame.url);
    stack = stack.parent;
  }
  return [...urls];
}

/**
 * Links every request to the request it depends on and gives it a depth (document = 1, else parent + 1).
 *
 * - `stackParent`: the CDP initiator only (parser URL, or the deepest request among the script URLs on the
 *   initiator's call stack). Federation loads everything from the host's runtime, so this flattens the chain.
 * - `parent` (used for the reported chain): the same, refined by timing where the stack cannot tell: a request
 *   started by script waits for data, so if a fetch/XHR finished before it started and is deeper than the stack
 *   parent, the latest such fetch (from the same deployable when there is one) is the parent (runtime config -> manifest -> remote entry); a request with no
 *   initiator (e.g. an <img> rendered by React) depends on the latest script (of its own deployable when there
 *   is one) that finished before it started.
 * @param {RequestRecord[]} requests  in start order
 */
export function linkRequests(requests) {
  /** @type {(r: RequestRecord, key: 'depth'|'stackDepth') => number} */
  const depthOf = (r, key) => r[key];
  for (const [index, r] of requests.entries()) {
    const earlier = requests.slice(0, index);
    const named = earlier.filter((e) => r.initiatorUrls.includes(e.url));
    const deepest = (/** @type {RequestRecord[]} */ list, /** @type {'depth'|'stackDepth'} */ key) =>
      list.reduce(
        (best, e) =>
          !best ||
          depthOf(e, key) > depthOf(best, key) ||
          (depthOf(e, key) === depthOf(best, key) && e.endMs > best.endMs)
            ? e
            : best,
        /** @type {RequestRecord|null} */ (null),
      );
    const stackParent =
      r.initiatorType === 'parser' || r.initiatorType === 'preload'
        ? (earlier.filter((e) => e.url === r.initiatorUrls[0]).at(-1) ?? null)
        : deepest(named, 'stackDepth');
    r.stackParentId = stackParent?.id ?? null;
    r.stackDepth = stackParent ? stackParent.stackDepth + 1 : 1;

    let parent = r.initiatorType === 'parser' || r.initiatorType === 'preload' ? stackParent : deepest(named, 'depth');
    const finishedBefore = earlier.filter((e) => !e.failed && e.endMs <= r.startMs);
    if (r.initiatorType === 'script') {
      const data = finishedBefore.filter((e) => e.resourceType === 'Fetch' || e.resourceType === 'XHR');
      const sameTeam = data.filter((e) => e.team === r.team);
      const latestData = (sameTeam.length > 0 ? sameTeam : data).reduce(
        (best, e) => (!best || e.endMs > best.endMs ? e : best),
        /** @type {RequestRecord|null} */ (null),
      );
      if (latestData && latestData.depth > (parent?.depth ?? 0)) parent = latestData;
    } else if (!parent && r.resourceType !== 'Document' && index > 0) {
      const scripts = finishedBefore.filter((e) => e.isJs);
      const sameTeam = scripts.filter((e) => e.team === r.team);
      parent =
        (sameTeam.length > 0 ? sameTeam : scripts).reduce(
          (best, e) => (!best || e.endMs > best.endMs ? e : best),
          /** @type {RequestRecord|null} */ (null),
        ) ?? requests[0];
    }
    r.parentId = parent?.id ?? null;
    r.depth = parent ? parent.depth + 1 : 1;
  }
}

/**
 * Loads one page as a first-time visitor and records every request.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {object} options
 * @param {number} options.portOffset
 * @param {number} [options.settleMs]   how long to wait after network idle for late requests
 */
export async function probeFirstVisit(browser, url, { portOffset, settleMs = 1000 }) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable', { maxTotalBufferSize: 200_000_000, maxResourceBufferSize: 50_000_000 });

  /** @type {Map<string, any>} */
  const raw = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!/^https?:/.test(event.request.url)) return;
    if (raw.has(event.requestId)) return; // a redirect keeps the first hop
    raw.set(event.requestId, { event, response: null, encodedTotal: 0, decoded: 0, failed: false, endTimestamp: 0 });
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = raw.get(event.requestId);
    if (entry) entry.response = event.response;
  });
  cdp.on('Network.dataReceived', (event) => {
    const entry = raw.get(event.requestId);
    if (entry) entry.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = raw.get(event.requestId);
    if (!entry) return;
    entry.encodedTotal = event.encodedDataLength;
    entry.endTimestamp = event.timestamp;
  });
  cdp.on('Network.loadingFailed', (event) => {
    const entry = raw.get(event.requestId);
    if (!entry) return;
    entry.failed = true;
    entry.endTimestamp = event.timestamp;
  });

  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await page.waitForTimeout(settleMs);

  const timing = await page.evaluate(
    () =>
      new Promise((resolve) => {
        /** @type {any} */
        let last = null;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry;
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          const element = last?.element;
          resolve({
            timeOrigin: performance.timeOrigin,
            lcpMs: last ? last.startTime : null,
            lcpElement: element
              ? `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''}> ${String(
                  element.textContent ?? '',
                )
                  .trim()
                  .slice(0, 60)}`
              : null,
            lcpUrl: last?.url || null,
          });
        }, 100);
      }),
  );

  // Then the visitor moves the pointer: a complete pre-rendered page starts its application now (decision 0008).
  const firstVisitIds = new Set(raw.keys());
  await page.mouse.move(200, 400);
  const hydrated = await page
    .waitForSelector('html[data-hydrated]', { timeout: 20_000 })
    .then(() => true)
    .catch(() => false);
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await page.waitForTimeout(settleMs);
  const afterInteraction = await interactionFigures(
    [...raw.entries()].filter(([id]) => !firstVisitIds.has(id)),
    cdp,
    hydrated,
  );
  for (const id of [...raw.keys()]) if (!firstVisitIds.has(id)) raw.delete(id);

  const entries = [...raw.entries()];
  const docEntry = entries.find(([, e]) => e.event.type === 'Document')?.[1] ?? entries[0]?.[1];
  const docOffsetMs = docEntry ? docEntry.event.wallTime * 1000 - timing.timeOrigin : 0;
  /** @type {RequestRecord[]} */
  const requests = [];
  for (const [id, entry] of entries) {
    const { event, response } = entry;
    const script = await scriptFigures(id, entry, cdp);
    const record = {
      id,
      url: event.request.url,
      team: teamOf(event.request.url, portOffset),
      resourceType: event.type ?? 'Other',
      startMs: docEntry ? Math.round((event.timestamp - docEntry.event.timestamp) * 1000 + docOffsetMs) : 0,
      endMs:
        docEntry && entry.endTimestamp
          ? Math.round((entry.endTimestamp - docEntry.event.timestamp) * 1000 + docOffsetMs)
          : Infinity,
      initiatorType: event.initiator?.type ?? 'other',
      initiatorUrls: initiatorUrls(event.initiator),
      parentId: null,
      depth: 1,
      stackParentId: null,
      stackDepth: 1,
      mimeType: response?.mimeType ?? '',
      status: response?.status ?? null,
      failed: entry.failed,
      ...script,
    };
    requests.push(record);
  }
  linkRequests(requests);

  await context.close();
  return {
    ...analyse(requests, { lcpMs: timing.lcpMs, lcpElement: timing.lcpElement, lcpUrl: timing.lcpUrl, portOffset }),
    afterInteraction,
  };
}

/** A response's weight on the wire and decoded, and whether it is JavaScript carrying the federation runtime. */
async function scriptFigures(id, entry, cdp) {
  const isJs =
    /javascript|ecmascript/.test(entry.response?.mimeType ?? '') || (entry.event.type === 'Script' && !entry.failed);
  const contentLength = Object.entries(entry.response?.headers ?? {}).find(
    ([key]) => key.toLowerCase() === 'content-length',
  )?.[1];
  const body =
    isJs && !entry.failed
      ? await cdp
          .send('Network.getResponseBody', { requestId: id })
          .then((result) => (result.base64Encoded ? Buffer.from(result.body, 'base64').toString('utf8') : result.body))
          .catch(() => null)
      : null;
  return {
    isJs,
    encodedBytes:
      contentLength !== undefined && Number.isFinite(Number(contentLength))
        ? Number(contentLength)
        : entry.encodedTotal,
    decodedBytes: body !== null ? Buffer.byteLength(body) : entry.decoded,
    hasFederationRuntime: isJs && (body?.includes(FEDERATION_MARKER) ?? false),
  };
}

/** JavaScript downloaded from the first pointer movement until the page is hydrated and quiet. */
async function interactionFigures(entries, cdp, hydrated) {
  const js = { encoded: 0, decoded: 0 };
  let runtimes = 0;
  for (const [id, entry] of entries) {
    if (entry.failed) continue;
    const script = await scriptFigures(id, entry, cdp);
    if (!script.isJs) continue;
    js.encoded += script.encodedBytes;
    js.decoded += script.decodedBytes;
    if (script.hasFederationRuntime) runtimes += 1;
  }
  return { hydrated, js, federationRuntimeCopies: runtimes };
}

/**
 * The figures of one first visit.
 * @param {RequestRecord[]} requests
 * @param {{ lcpMs: number|null, lcpElement: string|null, lcpUrl: string|null, portOffset: number }} context
 */
export function analyse(requests, { lcpMs, lcpElement, lcpUrl, portOffset }) {
  /** @type {Record<string, { encoded: number, decoded: number, files: number }>} */
  const jsByTeam = {};
  for (const r of requests.filter((x) => x.isJs && !x.failed)) {
    const bucket = (jsByTeam[r.team] ??= { encoded: 0, decoded: 0, files: 0 });
    bucket.encoded += r.encodedBytes;
    bucket.decoded += r.decodedBytes;
    bucket.files += 1;
  }
  const sum = (/** @type {'encoded'|'decoded'} */ key) =>
    Object.values(jsByTeam).reduce((total, b) => total + b[key], 0);

  const beforeLcp = lcpMs === null ? requests : requests.filter((r) => r.startMs <= lcpMs);
  const deepest = beforeLcp.reduce(
    (best, r) => (r.depth > (best?.depth ?? 0) ? r : best),
    /** @type {RequestRecord|null} */ (null),
  );
  const chain = [];
  const byId = new Map(requests.map((r) => [r.id, r]));
  for (let r = deepest; r; r = r.parentId ? (byId.get(r.parentId) ?? null) : null)
    chain.unshift(`${shortUrl(r.url, portOffset)} @${r.startMs}ms`);
  const stackDepth = Math.max(0, ...beforeLcp.map((r) => r.stackDepth));

  const runtimes = [...new Set(requests.filter((r) => r.hasFederationRuntime).map((r) => r.url))];
  return {
    requests: requests.length,
    failedRequests: requests.filter((r) => r.failed).length,
    externalRequests: requests.filter((r) => r.team === 'other').map((r) => r.url),
    bytesAll: {
      encoded: requests.reduce((t, r) => t + r.encodedBytes, 0),
      decoded: requests.reduce((t, r) => t + r.decodedBytes, 0),
    },
    js: {
      encoded: sum('encoded'),
      decoded: sum('decoded'),
      files: Object.values(jsByTeam).reduce((t, b) => t + b.files, 0),
      byTeam: jsByTeam,
    },
    lcp: { ms: lcpMs === null ? null : Math.round(lcpMs), element: lcpElement, url: lcpUrl },
    chainBeforeLcp: { depth: deepest?.depth ?? 0, stackOnlyDepth: stackDepth, urls: chain },
    federationRuntime: { copies: runtimes.length, urls: runtimes.map((u) => shortUrl(u, portOffset)) },
    requestList: requests.map((r) => ({
      url: shortUrl(r.url, portOffset),
      type: r.resourceType,
      startMs: r.startMs,
      endMs: Number.isFinite(r.endMs) ? r.endMs : null,
      depth: r.depth,
      stackDepth: r.stackDepth,
      initiator: r.initiatorType,
      encoded: r.encodedBytes,
      decoded: r.decodedBytes,
      status: r.status,
      failed: r.failed || undefined,
    })),
  };
}
