// Types of compose-stack.mjs (tools/compose/stack.mjs, tools/precompress.mjs) for the TypeScript browser tests.
/** A compose service: host, catalog, stories, legal, consent or newsletter-collector. */
export type Service = string;
export function stopService(service: Service): Promise<string>;
/** Starts a stopped service and waits until it answers. */
export function startService(service: Service): Promise<void>;
/** Rebuilds one service's image from this checkout and replaces only that service's container. */
export function redeployService(service: Service, env?: Record<string, string>): Promise<void>;
/** Removes a service's container, as `docker-compose down` does; its named volumes stay. */
export function removeService(service: Service): Promise<string>;
/** A fresh container of a service from its current image (undoes copyIntoService and removeService). */
export function recreateService(service: Service): Promise<void>;
/** Copies `folder`'s files over what a running service serves from `servedPath` inside its container. */
export function copyIntoService(service: Service, folder: string, servedPath: string): Promise<void>;
/** The id and start time of a service's container. */
export function containerOf(service: Service): { id: string; startedAt: string };
/** What a service's container has logged since `since` (an ISO time), as text. */
export function serviceLogs(service: Service, since?: string): string;
export function waitUntilReady(services?: Service[], timeoutMs?: number): Promise<void>;
export function precompress(dir: string): Promise<{ files: number; before: number; after: number; seconds: number }>;
