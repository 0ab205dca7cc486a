// The local Kubernetes overlay (deploy/kubernetes/overlays/local) on podman alone, without a cluster: renders it,
// keeps what `podman kube play` (4.3) runs, plays it, waits until every server answers its own health check, and
// removes it all again with --down. The images are the compose stack's (`npm run compose:up` builds them); this
// script builds nothing.
//
//   node tools/node24.mjs node tools/kubernetes/play-local.mjs          play, wait for health (the site: localhost:4100)
//   node tools/node24.mjs node tools/kubernetes/play-local.mjs --smoke  then the browser suite's @smoke set against it
//   node tools/node24.mjs node tools/kubernetes/play-local.mjs --down   remove the pods, secrets, volumes, network, tags
//
// What podman runs of the overlay, and what it changes (docs/deployment.md, "Kubernetes"):
// - Deployments and the StatefulSet become one Pod each, named after its Service (podman's DNS answers pod names on
//   the network, so the ConfigMaps' http://catalog:3001/… and postgres:5432 resolve as in a cluster); the volume
//   claim template becomes a PersistentVolumeClaim (a podman volume). ConfigMaps stay as they are.
// - Secrets become podman secrets (podman 4.3 reads a JSON map of base64 values for each secretKeyRef).
// - Services, Ingresses, NetworkPolicies, the autoscaler and the PDBs have no podman equivalent: left out, so
//   nothing restricts traffic here. Probes are left out too: podman turns them into `curl` healthchecks, which the
//   images lack and this machine (no systemd) cannot run; this script checks health from outside instead.
// - Each public origin is published on localhost:4100+ and the ConfigMaps' public addresses point there.
// - emptyDir volumes become podman volumes, named play-local-<pod>-<volume> so that none is shared.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments, stringify } from 'yaml';
import { probe, run, seconds, step } from '../compose/steps.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OVERLAY = path.join(ROOT, 'deploy/kubernetes/overlays/local');
const NETWORK = 'casa-carriel-kube';
const VOLUME_PREFIX = 'play-local-';
const STATE_DIR = path.join(os.tmpdir(), 'casa-carriel-kube-play');
const PLAYED = path.join(STATE_DIR, 'played.yaml');
const STATE = path.join(STATE_DIR, 'state.json');
/** Where each pod's ports are published on this machine (clear of 3000-3007, which the compose stack takes). */
const PUBLISHED = {
  host: { http: 4100 },
  catalog: { http: 4101 },
  stories: { http: 4102 },
  legal: { http: 4103 },
  consent: { http: 4104 },
  'newsletter-collector': { http: 4105 },
  'mail-catcher': { http: 4106 },
  'release-registry': { http: 4107 },
};
const READY_TIMEOUT_MS = 180_000;
/** The compose stack's images carry `latest`; the overlay names them with this tag. */
const LOCAL_TAG = ':local';

function fail(message) {
  console.error(`play-local: ${message}`);
  process.exit(1);
}

function need(command, args, hint) {
  if (!probe(command, args).ok) fail(`${command} is needed: ${hint}`);
}

function render() {
  const result = spawnSync('kubectl', ['kustomize', OVERLAY], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) fail(`kubectl kustomize failed:\n${result.stderr ?? result.error}`);
  return parseAllDocuments(result.stdout).map((document) => document.toJS());
}

/** The overlay as podman plays it, the secrets to create, and how to check each container's health. */
function forPodman(objects) {
  const pods = [];
  const claims = [];
  const health = [];
  const dropped = new Map();
  const secrets = objects
    .filter((o) => o.kind === 'Secret')
    .map((secret) => ({
      name: secret.metadata.name,
      json: JSON.stringify(
        Object.fromEntries(Object.entries(secret.data ?? {}).map(([k, v]) => [k, String(v).replace(/\s/g, '')])),
      ),
    }));
  const services = new Map(objects.filter((o) => o.kind === 'Service').map((s) => [s.metadata.name, s]));

  for (const workload of objects.filter((o) => o.kind === 'Deployment' || o.kind === 'StatefulSet')) {
    // The pod answers under its Service's name: the Deployment's (same name) or the StatefulSet's serviceName.
    const name = workload.kind === 'StatefulSet' ? workload.spec.serviceName : workload.metadata.name;
    if (!services.has(name)) fail(`${workload.kind}/${workload.metadata.name} has no Service named ${name}`);
    const spec = structuredClone(workload.spec.template.spec);
    const renamed = new Map();
    for (const volume of spec.volumes ?? []) {
      renamed.set(volume.name, `${VOLUME_PREFIX}${name}-${volume.name}`);
      volume.name = renamed.get(volume.name);
    }
    for (const template of workload.spec.volumeClaimTemplates ?? []) {
      const claim = `${VOLUME_PREFIX}${template.metadata.name}-${workload.metadata.name}-0`;
      claims.push({ apiVersion: 'v1', kind: 'PersistentVolumeClaim', metadata: { name: claim }, spec: template.spec });
      renamed.set(template.metadata.name, claim);
      spec.volumes = [...(spec.volumes ?? []), { name: claim, persistentVolumeClaim: { claimName: claim } }];
    }
    for (const container of spec.containers) {
      for (const mount of container.volumeMounts ?? []) mount.name = renamed.get(mount.name) ?? mount.name;
      for (const port of container.ports ?? []) {
        const hostPort = PUBLISHED[name]?.[port.name];
        if (hostPort) port.hostPort = hostPort;
      }
      const readiness = container.readinessProbe;
      if (readiness?.httpGet) {
        const port = container.ports.find(
          (p) => p.name === readiness.httpGet.port || p.containerPort === readiness.httpGet.port,
        );
        if (!port?.hostPort) fail(`${name}: its health port is not published`);
        health.push({ name, url: `http://127.0.0.1:${port.hostPort}${readiness.httpGet.path}` });
      } else if (readiness?.exec) {
        health.push({ name, exec: [`${name}-${container.name}`, ...readiness.exec.command] });
      } else fail(`${name}: no readiness probe to check`);
      delete container.readinessProbe;
      delete container.livenessProbe;
      delete container.startupProbe;
    }
    pods.push({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name, labels: workload.spec.template.metadata.labels },
      spec,
    });
  }

  // Public origins: each Ingress host, reached on localhost at the port its backend's pod publishes.
  const publicOrigins = new Map();
  for (const ingress of objects.filter((o) => o.kind === 'Ingress'))
    for (const rule of ingress.spec.rules) {
      const backend = rule.http.paths[0].backend.service;
      const port = PUBLISHED[backend.name]?.[backend.port.name];
      if (port) publicOrigins.set(`http://${rule.host}`, `http://localhost:${port}`);
    }
  const configMaps = objects
    .filter((o) => o.kind === 'ConfigMap')
    .map((map) => {
      const data = Object.fromEntries(
        Object.entries(map.data ?? {}).map(([key, value]) => [
          key,
          [...publicOrigins].reduce(
            (text, [origin, local]) =>
              text.replace(new RegExp(`${origin.replace(/\./g, '\\.')}(?=[/,]|$)`, 'g'), local),
            String(value),
          ),
        ]),
      );
      return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: map.metadata.name }, data };
    });

  for (const object of objects)
    if (!['ConfigMap', 'Secret', 'Deployment', 'StatefulSet'].includes(object.kind))
      dropped.set(object.kind, (dropped.get(object.kind) ?? 0) + 1);
  // Pods that others call start last: PostgreSQL and the remotes before the registry, the collector and the host. (The
  // registry stops when PostgreSQL does not answer yet, and podman starts it again: restartPolicy Always.)
  const order = (pod) =>
    ['postgres', 'mail-catcher', 'release-registry', 'newsletter-collector', 'host'].indexOf(pod.metadata.name);
  pods.sort((a, b) => (order(a) === -1 ? -1 : order(a)) - (order(b) === -1 ? -1 : order(b)));
  return { documents: [...configMaps, ...claims, ...pods], secrets, health, dropped, publicOrigins };
}

const imagesOf = (documents) => [
  ...new Set(documents.filter((d) => d.kind === 'Pod').flatMap((pod) => pod.spec.containers.map((c) => c.image))),
];

async function answers(check) {
  if (check.url) {
    try {
      const response = await fetch(check.url, { signal: AbortSignal.timeout(3_000) });
      const body = await response.text();
      return response.ok ? body : false;
    } catch {
      return false;
    }
  }
  const result = probe('podman', ['exec', ...check.exec]);
  return result.ok ? 'ok' : false;
}

async function play() {
  need('kubectl', ['version', '--client'], 'kubectl renders the overlay');
  need('podman', ['--version'], 'podman plays the pods');
  // podman 4.3 builds its pods' pause image from catatonit.
  if (!probe('sh', ['-c', 'command -v catatonit']).ok) fail('podman pods need catatonit: apt-get install catatonit');
  if (existsSync(STATE)) fail(`a previous play is still up (${STATE}): run with --down first`);

  const objects = render();
  const { documents, secrets, health, dropped, publicOrigins } = forPodman(objects);
  const images = imagesOf(documents);
  const missing = images.filter(
    (image) => !probe('podman', ['image', 'exists', image.replace(/:local$/, ':latest')]).ok,
  );
  if (missing.length > 0)
    fail(`the compose stack's images are missing (npm run compose:up builds them):\n  ${missing.join('\n  ')}`);
  console.log(`Left out (no podman equivalent): ${[...dropped].map(([kind, n]) => `${n} ${kind}`).join(', ')}`);
  for (const [origin, local] of publicOrigins) console.log(`  ${origin} → ${local}`);

  mkdirSync(STATE_DIR, { recursive: true });
  writeFileSync(PLAYED, documents.map((d) => stringify(d)).join('---\n'));
  const state = { images, secrets: secrets.map((s) => s.name), network: null };
  writeFileSync(STATE, JSON.stringify(state, null, 2));

  const started = Date.now();
  try {
    await step(`tag ${images.length} images ${LOCAL_TAG}`, async () => {
      for (const image of images) await run('podman', ['tag', image.replace(/:local$/, ':latest'), image]);
    });
    await step(`create ${secrets.length} podman secrets`, async () => {
      for (const { name, json } of secrets) {
        const file = path.join(STATE_DIR, `${name}.json`);
        writeFileSync(file, json, { mode: 0o600 });
        await run('podman', ['secret', 'create', name, file], { quiet: true });
        rmSync(file);
      }
    });
    await step(`network ${NETWORK}`, async () => {
      if (!probe('podman', ['network', 'exists', NETWORK]).ok) {
        await run('podman', ['network', 'create', NETWORK], { quiet: true });
        state.network = NETWORK;
        writeFileSync(STATE, JSON.stringify(state, null, 2));
      }
    });
    await step(`podman kube play (${documents.filter((d) => d.kind === 'Pod').length} pods)`, () =>
      run('podman', ['kube', 'play', '--network', NETWORK, PLAYED], { quiet: true }),
    );
    await step('wait until every server answers its health check', async () => {
      const deadline = Date.now() + READY_TIMEOUT_MS;
      const pending = new Set(health);
      while (pending.size > 0) {
        for (const check of [...pending]) {
          const body = await answers(check);
          if (body === false) continue;
          pending.delete(check);
          const what = check.url ?? `podman exec ${check.exec.join(' ')}`;
          console.log(
            `  ${check.name}: ${what} answers after ${seconds(started)}${check.url ? `: ${body.slice(0, 80).replace(/\s+/g, ' ')}` : ''}`,
          );
        }
        if (pending.size === 0) break;
        if (Date.now() > deadline)
          throw new Error(
            `no answer from ${[...pending].map((c) => c.name).join(', ')} within ${READY_TIMEOUT_MS / 1000} s`,
          );
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    });
    await step('the host composes a page from the remotes', async () => {
      const response = await fetch(`http://127.0.0.1:${PUBLISHED.host.http}/`);
      if (!response.ok) throw new Error(`GET / answered ${response.status}`);
      const logs = probe('podman', ['logs', 'host-host']).stdout;
      const composed = logs.split('\n').filter((line) => line.includes('"complete":'));
      console.log(`  GET / ${response.status}; host log: ${composed.at(-1)?.slice(0, 200) ?? '(no composition line)'}`);
    });
  } catch (error) {
    console.error(String(error.message ?? error));
    for (const pod of documents.filter((d) => d.kind === 'Pod'))
      for (const container of pod.spec.containers) {
        const logs = probe('podman', ['logs', '--tail', '5', `${pod.metadata.name}-${container.name}`]);
        console.error(`--- ${pod.metadata.name}-${container.name}\n${(logs.stdout + logs.stderr).trim()}`);
      }
    console.error('Tearing down.');
    await down();
    process.exit(1);
  }
  console.log(
    `Up in ${seconds(started)}: the site on http://localhost:${PUBLISHED.host.http}/. Remove it with --down.`,
  );
}

/** Removes what play created, as its state file lists it; each step goes on when something is already gone. */
async function down() {
  if (!existsSync(STATE)) {
    console.log('Nothing played (no state file).');
    return;
  }
  const state = JSON.parse(readFileSync(STATE, 'utf8'));
  const started = Date.now();
  if (existsSync(PLAYED)) {
    const documents = parseAllDocuments(readFileSync(PLAYED, 'utf8')).map((d) => d.toJS());
    await step('podman kube down', async () => {
      const result = probe('podman', ['kube', 'down', PLAYED], { timeoutMs: 120_000 });
      for (const pod of documents.filter((d) => d.kind === 'Pod'))
        if (probe('podman', ['pod', 'exists', pod.metadata.name]).ok)
          probe('podman', ['pod', 'rm', '-f', pod.metadata.name]);
      if (!result.ok) console.log(`  (kube down: ${result.stderr.trim().split('\n').at(-1)})`);
    });
    await step('remove the volumes', async () => {
      const volumes = probe('podman', ['volume', 'ls', '--format', '{{.Name}}']).stdout.split('\n');
      for (const volume of volumes.filter((v) => v.startsWith(VOLUME_PREFIX)))
        probe('podman', ['volume', 'rm', '-f', volume]);
    });
  }
  await step('remove the secrets, the network and the image tags', async () => {
    for (const name of state.secrets) probe('podman', ['secret', 'rm', name]);
    if (state.network) probe('podman', ['network', 'rm', state.network]);
    for (const image of state.images) probe('podman', ['untag', image, image]);
  });
  rmSync(STATE_DIR, { recursive: true, force: true });
  console.log(`Down in ${seconds(started)}.`);
}

/**
 * The browser suite's smoke set against the played site: its public origins are the published ports, and the CSV
 * export opens with the overlay's own local export token.
 */
async function smoke() {
  const token = render()
    .filter((object) => object.kind === 'Secret')
    .map((secret) => secret.data?.NEWSLETTER_EXPORT_TOKEN)
    .find(Boolean);
  const url = (name) => `http://localhost:${PUBLISHED[name].http}`;
  const env = {
    BASE_URL: url('host'),
    CATALOG_URL: url('catalog'),
    STORIES_URL: url('stories'),
    LEGAL_URL: url('legal'),
    CONSENT_URL: url('consent'),
    COLLECTOR_URL: url('newsletter-collector'),
    MAIL_CATCHER_URL: url('mail-catcher'),
    NEWSLETTER_EXPORT_TOKEN: token ? Buffer.from(token, 'base64').toString('utf8') : '',
  };
  const args = ['test', '-c', 'e2e/playwright.config.ts', '--grep', '@smoke'];
  // Tests that stop or rebuild a service need a topology of their own: not this one.
  args.push('--grep-invert', '@private-site|@origin-build');
  await step('the browser smoke set against the played site', () =>
    run(path.join(ROOT, 'node_modules/.bin/playwright'), args, { env, cwd: ROOT }),
  );
}

if (process.argv.includes('--down')) await down();
else {
  if (existsSync(STATE)) console.log(`Already played (${STATE}): --down removes it.`);
  else await play();
  if (process.argv.includes('--smoke')) await smoke();
}
