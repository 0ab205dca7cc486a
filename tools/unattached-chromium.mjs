// Chromium started with the page on its command line and no DevTools client attached, for what Chrome does only
// then: it does not prerender for a page that a DevTools client controls (PrerenderingDisabledByDevTools), whereas a
// prerender started before a client attaches runs on and is shown (decision 0019). The caller attaches to the page
// once the page has asked for its prerender, over a plain DevTools protocol socket (Playwright would attach to
// every page at once).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {import('./unattached-chromium.d.mts').UnattachedLaunch} options
 * @returns {Promise<import('./unattached-chromium.d.mts').UnattachedChromium>}
 */
export async function launchUnattached({ url, proxyPort, viewport, deviceScaleFactor = 1, args = [] }) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'casa-carriel-unattached-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${userDataDir}`,
      `--window-size=${viewport.width},${viewport.height}`,
      `--force-device-scale-factor=${deviceScaleFactor}`,
      ...(proxyPort ? [`--proxy-server=http://127.0.0.1:${proxyPort}`, '--proxy-bypass-list=<-loopback>'] : []),
      ...args,
      url,
    ],
    { stdio: 'ignore' },
  );
  let exited = false;
  chromium.on('exit', () => (exited = true));
  const close = async () => {
    if (!exited) {
      chromium.kill('SIGKILL');
      await new Promise((resolve) => chromium.once('exit', resolve));
    }
    rmSync(userDataDir, { recursive: true, force: true });
  };
  try {
    // Chromium writes the port it chose there once it listens.
    const portFile = path.join(userDataDir, 'DevToolsActivePort');
    const deadline = Date.now() + 30_000;
    while (!existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n').length < 2) {
      if (exited) throw new Error(`Chromium (${CHROMIUM_PATH}) exited at start`);
      if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port within 30 s');
      await sleep(50);
    }
    const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
    return {
      async attach(matches = () => true) {
        const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
        const target = targets.find((/** @type {any} */ each) => each.type === 'page' && matches(each.url));
        if (!target)
          throw new Error(`No page to attach to among ${targets.map((/** @type {any} */ t) => t.url).join(', ')}`);
        return openSession(target.webSocketDebuggerUrl);
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * A DevTools protocol session over one page's socket.
 * @param {string} socketUrl
 * @returns {Promise<import('./unattached-chromium.d.mts').CdpSession>}
 */
async function openSession(socketUrl) {
  const socket = new WebSocket(socketUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`Could not open ${socketUrl}`)), { once: true });
  });
  let lastId = 0;
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void, method: string }>} */
  const pending = new Map();
  /** @type {Set<(method: string, params: any, sessionId?: string) => void>} */
  const listeners = new Set();
  socket.addEventListener('message', (message) => {
    const data = JSON.parse(String(message.data));
    if (data.id !== undefined) {
      const call = pending.get(data.id);
      pending.delete(data.id);
      if (data.error) call?.reject(new Error(`${call.method}: ${data.error.message}`));
      else call?.resolve(data.result);
    } else {
      for (const listener of listeners) listener(data.method, data.params, data.sessionId);
    }
  });
  socket.addEventListener('close', () => {
    for (const call of pending.values()) call.reject(new Error(`${call.method}: the page's socket closed`));
    pending.clear();
  });
  /** @type {import('./unattached-chromium.d.mts').CdpSession} */
  const session = {
    send(method, params = {}, sessionId = undefined) {
      lastId += 1;
      const id = lastId;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, method });
        socket.send(JSON.stringify({ id, method, params, sessionId }));
      });
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async evaluate(expression, sessionId = undefined) {
      const { result, exceptionDetails } = await session.send(
        'Runtime.evaluate',
        { expression, returnByValue: true, awaitPromise: true },
        sessionId,
      );
      if (exceptionDetails)
        throw new Error(`In the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      return result.value;
    },
    close: () => socket.close(),
  };
  return session;
}

/**
 * Waits until the page's prerender of `url` is ready (or was already), listening to the Preload domain, which
 * reports the state of a prerender started before the session attached. Returns the statuses seen.
 * @param {import('./unattached-chromium.d.mts').CdpSession} session
 * @param {(url: string) => boolean} isTheUrl
 */
export async function prerenderReady(session, isTheUrl, timeoutMs = 60_000) {
  /** @type {string[]} */
  const seen = [];
  let settle = (/** @type {string|null} */ _failure) => {};
  const done = new Promise((resolve) => (settle = resolve));
  const stop = session.on((method, params) => {
    if (method !== 'Preload.prerenderStatusUpdated' || !isTheUrl(params.key?.url ?? '')) return;
    seen.push(params.prerenderStatus ? `${params.status}: ${params.prerenderStatus}` : params.status);
    if (params.status === 'Ready') settle(null);
    if (params.status === 'Failure') settle(params.prerenderStatus ?? 'failure');
  });
  await session.send('Preload.enable');
  const timer = setTimeout(() => settle('not ready in time'), timeoutMs);
  const failure = await done;
  clearTimeout(timer);
  stop();
  if (failure) throw new Error(`The prerender did not become ready (${failure}; statuses: ${seen.join(', ')})`);
  return seen;
}

/**
 * Attaches to the page's prerendered page (already started: attaching then stops nothing) and returns the session
 * id to evaluate in it through `session`. A prerendered page is a target of the tab, not of the page.
 * @param {import('./unattached-chromium.d.mts').CdpSession} session
 * @param {(url: string) => boolean} isTheUrl
 */
export async function attachToPrerender(session, isTheUrl, timeoutMs = 30_000) {
  let found = (/** @type {string} */ _sessionId) => {};
  const attached = new Promise((resolve) => (found = resolve));
  const stop = session.on((method, params) => {
    if (
      method === 'Target.attachedToTarget' &&
      params.targetInfo.subtype === 'prerender' &&
      isTheUrl(params.targetInfo.url)
    )
      found(params.sessionId);
  });
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{ type: 'tab' }] });
  if (targetInfos.length !== 1) throw new Error(`Expected one tab, found ${targetInfos.length}`);
  const tab = await session.send('Target.attachToTarget', { targetId: targetInfos[0].targetId, flatten: true });
  await session.send(
    'Target.setAutoAttach',
    { autoAttach: true, waitForDebuggerOnStart: false, flatten: true },
    tab.sessionId,
  );
  const timer = setTimeout(() => found(''), timeoutMs);
  const sessionId = /** @type {string} */ (await attached);
  clearTimeout(timer);
  stop();
  if (!sessionId) throw new Error('No prerendered page to attach to');
  return sessionId;
}
