import { createContext, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_TEAMS,
  type ExposedComponentModule,
  type ExposedModuleName,
  type RemoteModuleProps,
  type RemoteTeam,
  type RuntimeConfig,
} from '@storefront/shared';
import { releaseIntegrityPlugin } from './integrity-plugin';

export const REMOTE_LOAD_TIMEOUT_MS = 8000;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly team: RemoteTeam,
    readonly reason: 'timeout' | 'failed',
    cause?: unknown,
  ) {
    super(`The ${team} remote is unavailable (${reason})`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

let registeredConfig: RuntimeConfig | null = null;
/** Bumped on retry so the runtime fetches the manifest anew instead of its cached failure. */
const attempts = Object.fromEntries(REMOTE_TEAMS.map((team) => [team, 0])) as Record<RemoteTeam, number>;
const loaded = new Map<string, Promise<ExposedComponentModule>>();

function manifestUrl(team: RemoteTeam): string {
  if (!registeredConfig) throw new Error('registerRuntimeRemotes() must run before a remote is loaded');
  const url = new URL(registeredConfig.remotes[team]);
  if (attempts[team] > 0) url.searchParams.set('attempt', String(attempts[team]));
  return url.toString();
}

function register(team: RemoteTeam, force: boolean): void {
  // The federation container of a remote is named after its team (tools/rspack-config.mjs).
  registerRemotes([{ name: team, entry: manifestUrl(team) }], { force });
}

/** Nothing is fetched yet. */
export function registerRuntimeRemotes(config: RuntimeConfig): void {
  registeredConfig = config;
  if (config.integrity) registerPlugins([releaseIntegrityPlugin(config)]);
  for (const team of REMOTE_TEAMS) register(team, false);
}

function withTimeout<T>(promise: Promise<T>, team: RemoteTeam): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(team, 'timeout')), REMOTE_LOAD_TIMEOUT_MS);
  });
  const failed = (error: unknown): never => {
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(team, 'failed', error);
  };
  return Promise.race([promise.catch(failed), timeout]).finally(() => clearTimeout(timer));
}

async function loadComponentModule(team: RemoteTeam, module: string): Promise<ExposedComponentModule> {
  const exposed = await loadRemote<ExposedComponentModule>(`${team}/${module}`);
  if (!exposed || typeof exposed.default !== 'function')
    throw new Error(`${team}/${module} has no component as default export`);
  return exposed;
}

/** Asks the server, not a cache. */
async function manifestAnswers(team: RemoteTeam): Promise<boolean> {
  try {
    return (await fetch(manifestUrl(team), { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * A load that fails while the manifest answers means the remote was redeployed under this page and its old chunks
 * are gone (docs/decisions/0014): load once more from its current build. A remote that is down fails at once.
 */
async function loadAcrossRedeploys(team: RemoteTeam, module: string): Promise<ExposedComponentModule> {
  try {
    return await loadComponentModule(team, module);
  } catch (error) {
    if (!(await manifestAnswers(team))) throw error;
    // Modules already shown keep their build until they are loaded again; this one comes from the current build.
    registerAfresh(team);
    return loadComponentModule(team, module);
  }
}

/** A failed load is forgotten so the next call tries again. */
export function loadExposedModule<T extends RemoteTeam>(team: T, module: ExposedModuleName<T>) {
  const key = `${team}/${module}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const request = withTimeout(loadAcrossRedeploys(team, module), team);
  loaded.set(key, request);
  request.catch(() => loaded.delete(key));
  return request;
}

/** A fresh manifest URL makes the runtime forget its manifest, entry and chunks. */
function registerAfresh(team: RemoteTeam): void {
  attempts[team] += 1;
  register(team, true);
}

export function resetRemote(team: RemoteTeam): void {
  for (const cache of [loaded, lazyComponents])
    for (const key of cache.keys()) if (key.startsWith(`${team}/`)) cache.delete(key);
  registerAfresh(team);
}

const lazyComponents = new Map<string, LazyExoticComponent<ComponentType<RemoteModuleProps>>>();

/** Shared by every slot; a failed one is forgotten so the next load does not replay the failure. */
function lazyExposedComponent(team: RemoteTeam, module: string): ComponentType<RemoteModuleProps> {
  const key = `${team}/${module}`;
  let component = lazyComponents.get(key);
  if (!component) {
    component = lazy(() =>
      loadExposedModule(team, module as never).catch((error: unknown) => {
        lazyComponents.delete(key);
        throw error;
      }),
    );
    lazyComponents.set(key, component);
  }
  return component;
}

/**
 * In the browser, the federated module; on the server, a stand-in writing the pre-rendered fragment
 * (host/src/server/render-page.tsx), so the same tree renders on both sides.
 */
export type RemoteComponentSource = (team: RemoteTeam, module: string) => ComponentType<RemoteModuleProps>;

export const RemoteComponentSourceContext = createContext<RemoteComponentSource>(lazyExposedComponent);
