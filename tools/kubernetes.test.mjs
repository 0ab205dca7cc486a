// The Kubernetes manifests (deploy/kubernetes, docs/deployment.md "Kubernetes"), checked offline: each overlay as
// `kubectl kustomize` renders it, every object against the Kubernetes schemas (kubernetes-models), and the rules
// the deployment keeps (probes, limits, non-root, pinned images, secrets by reference, PDBs, Services, the host's
// autoscaler, who may reach whom). Each rule is a function that lists what breaks it; the last block shows that
// each one does report a broken object, so none of them can pass by looking at nothing.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { COLLECTOR, DEPLOYABLES, RELEASE_REGISTRY, RELEASES_PATH, REMOTES } from '../platform/src/topology/topology.ts';
import {
  INTERNAL_MANIFEST_VARIABLES,
  RUNTIME_CONFIG_VARIABLES,
  siteUrlFromEnv,
} from '../platform/src/topology/runtime-config-from-env.ts';
import { registrySettingsFromEnv, tokenVariableOf } from '../platform/src/registry/registry-environment.ts';
import { collectorOptionsFromEnv } from '../mf-consent/server/environment.ts';

const ROOT = path.resolve(expect.getState().testPath, '../..');
const KUBERNETES = path.join(ROOT, 'deploy/kubernetes');
const OVERLAYS = ['local', 'production'];

/** What is deployed: every deployable of the team registry, the newsletter collector and the release registry. */
const DEPLOYED = [...DEPLOYABLES.map((d) => d.team), COLLECTOR.service, RELEASE_REGISTRY.service];
const REMOTE_NAMES = REMOTES.map((r) => r.team);
/** The workloads that keep their state in PostgreSQL, each in its own database. */
const DATABASE_CLIENTS = [COLLECTOR.service, RELEASE_REGISTRY.service];
/** Each server's own health answer (docker-compose.yml's healthchecks ask the same; nginx's manifest for legal). */
const HEALTH_PATH = Object.fromEntries([
  ...DEPLOYABLES.map((d) => [d.team, d.team === 'host' ? '/runtime-config.json' : '/mf-manifest.json']),
  [COLLECTOR.service, '/healthz'],
  [RELEASE_REGISTRY.service, '/healthz'],
]);
/** Keys whose values are secrets: they come from a Secret by reference, never inline. */
const SECRET_KEY = /TOKEN|SECRET|PASSWORD|SMTP_URL|DATABASE_URL/;
const INGRESS_CONTROLLER_NAMESPACE = 'ingress-nginx';
const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet']);

const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
/** The compose service whose image this is, under whatever registry and tag (docker.io/casa-carriel/host:local). */
const composeServiceOf = (image) =>
  Object.values(compose.services).find((s) => image.replace(/[:@][^/]*$/, '').endsWith(`/${s.image}`));
/** The uid the Dockerfile gives the Node images' `node` user. */
const NODE_UID = Number(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8').match(/useradd --uid (\d+)/)[1]);

function render(overlay) {
  const result = spawnSync('kubectl', ['kustomize', path.join(KUBERNETES, 'overlays', overlay)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw new Error(`kubectl kustomize could not run (is kubectl installed?): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`kubectl kustomize ${overlay} failed:\n${result.stderr}`);
  return parseAllDocuments(result.stdout).map((document) => {
    if (document.errors.length > 0) throw new Error(`kubectl kustomize ${overlay}: ${document.errors[0].message}`);
    return document.toJS();
  });
}

/**
 * Each object validated against the JSON schema of its apiVersion and kind, by the model classes of
 * kubernetes-models (ES modules only, so in a Node process of their own rather than in Jest's module system).
 * An object whose kind the package has no schema for is a failure too.
 */
const VALIDATOR = `
import { readFileSync } from 'node:fs';
const results = [];
for (const object of JSON.parse(readFileSync(0, 'utf8'))) {
  const id = object.kind + '/' + (object.metadata && object.metadata.name);
  let Model;
  try {
    Model = (await import('kubernetes-models/' + object.apiVersion))[object.kind];
  } catch {}
  if (typeof Model !== 'function') {
    results.push({ id, errors: ['no schema for ' + object.apiVersion + ' ' + object.kind] });
    continue;
  }
  try {
    new Model(object).validate();
    results.push({ id, errors: [] });
  } catch (error) {
    results.push({ id, errors: [String(error.message)] });
  }
}
process.stdout.write(JSON.stringify(results));
`;

function validate(objects) {
  // kustomize folds a long Secret value's base64 at 76 characters; Kubernetes' decoder (Go's encoding/base64)
  // ignores the line breaks, the schema's "byte" format does not.
  const unfolded = objects.map((object) =>
    object.kind === 'Secret' && object.data
      ? {
          ...object,
          data: Object.fromEntries(Object.entries(object.data).map(([k, v]) => [k, String(v).replace(/\n/g, '')])),
        }
      : object,
  );
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', VALIDATOR], {
    cwd: ROOT,
    input: JSON.stringify(unfolded),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`the schema validation did not run:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

const invalid = (results) => results.filter((r) => r.errors.length > 0);
const named = (objects, kind, name) => objects.find((o) => o.kind === kind && o.metadata.name === name);
const ofKind = (objects, kind) => objects.filter((o) => o.kind === kind);
const workloads = (objects) => objects.filter((o) => WORKLOAD_KINDS.has(o.kind));
const containersOf = (workload) => [
  ...(workload.spec.template.spec.initContainers ?? []),
  ...workload.spec.template.spec.containers,
];
const podLabels = (workload) => workload.spec.template.metadata.labels ?? {};
/** A ConfigMap by the name its generator gave it (kustomize adds a hash). */
const configMap = (objects, name) =>
  objects.find((o) => o.kind === 'ConfigMap' && new RegExp(`^${name}(-[a-z0-9]{10})?$`).test(o.metadata.name));

/** Does a label selector (matchLabels, matchExpressions) select these labels? The empty selector selects all. */
function selects(selector, labels) {
  if (!selector) return false;
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return values.includes(labels[key]);
    if (operator === 'NotIn') return !values.includes(labels[key]);
    if (operator === 'Exists') return key in labels;
    if (operator === 'DoesNotExist') return !(key in labels);
    return false;
  });
  return byLabels && byExpressions;
}

/** A container port by its number or its name. */
const containerPort = (container, port) =>
  (container.ports ?? []).find((p) => p.containerPort === port || p.name === port)?.containerPort;

// --- The rules, each a list of what breaks it. ---

function containerProblems(objects) {
  const problems = [];
  for (const workload of workloads(objects)) {
    const pod = workload.spec.template.spec;
    const volumes = new Map((pod.volumes ?? []).map((v) => [v.name, v]));
    for (const container of containersOf(workload)) {
      const at = `${workload.kind}/${workload.metadata.name} ${container.name}`;
      const security = container.securityContext ?? {};
      for (const probe of ['readinessProbe', 'livenessProbe'])
        if (!container[probe]?.httpGet && !container[probe]?.exec && !container[probe]?.tcpSocket)
          problems.push(`${at}: no ${probe}`);
      for (const kind of ['requests', 'limits'])
        for (const resource of ['cpu', 'memory'])
          if (!container.resources?.[kind]?.[resource]) problems.push(`${at}: no ${resource} in resources.${kind}`);
      if ((security.runAsNonRoot ?? pod.securityContext?.runAsNonRoot) !== true)
        problems.push(`${at}: not runAsNonRoot`);
      const uid = security.runAsUser ?? pod.securityContext?.runAsUser;
      if (!Number.isInteger(uid) || uid === 0) problems.push(`${at}: no numeric non-root runAsUser`);
      if (security.readOnlyRootFilesystem !== true) problems.push(`${at}: root filesystem not read-only`);
      if (security.allowPrivilegeEscalation !== false) problems.push(`${at}: privilege escalation allowed`);
      if (!security.capabilities?.drop?.includes('ALL')) problems.push(`${at}: capabilities not dropped`);
      // A read-only root needs somewhere to write temporary files.
      const tmp = (container.volumeMounts ?? []).find((m) => m.mountPath === '/tmp');
      if (!tmp || !volumes.get(tmp.name)?.emptyDir) problems.push(`${at}: no emptyDir on /tmp`);
    }
  }
  return problems;
}

/** An image with a tag other than `latest`, or a digest. */
function imageProblems(objects) {
  const problems = [];
  for (const workload of workloads(objects))
    for (const { name, image } of containersOf(workload)) {
      if (/@sha256:[0-9a-f]{64}$/.test(image)) continue;
      const lastPart = image.split('/').pop();
      const tag = lastPart.includes(':') ? lastPart.split(':').pop() : '';
      if (!tag || tag === 'latest') problems.push(`${workload.metadata.name} ${name}: image "${image}" not pinned`);
    }
  return problems;
}

/** Secret-named keys inline in a container's env or in a ConfigMap, instead of a secretKeyRef. */
function secretProblems(objects) {
  const problems = [];
  for (const workload of workloads(objects))
    for (const container of containersOf(workload))
      for (const variable of container.env ?? [])
        if (SECRET_KEY.test(variable.name) && !variable.valueFrom?.secretKeyRef)
          problems.push(`${workload.metadata.name} ${container.name}: ${variable.name} is not a secretKeyRef`);
  for (const map of ofKind(objects, 'ConfigMap'))
    for (const key of Object.keys(map.data ?? {}))
      if (SECRET_KEY.test(key)) problems.push(`ConfigMap/${map.metadata.name}: ${key} is a secret`);
  return problems;
}

/** Each deployable: its Deployment, a Service and a PodDisruptionBudget that select its pods, probes on its health. */
function deployableProblems(objects) {
  const problems = [];
  for (const name of DEPLOYED) {
    const deployment = named(objects, 'Deployment', name);
    if (!deployment) {
      problems.push(`${name}: no Deployment`);
      continue;
    }
    const labels = podLabels(deployment);
    const container = deployment.spec.template.spec.containers[0];
    const service = ofKind(objects, 'Service').find((s) => selects({ matchLabels: s.spec.selector }, labels));
    if (!service) problems.push(`${name}: no Service`);
    else if (!service.spec.ports.every((p) => containerPort(container, p.targetPort ?? p.port)))
      problems.push(`${name}: its Service targets a port the container does not open`);
    if (!ofKind(objects, 'PodDisruptionBudget').some((pdb) => selects(pdb.spec.selector, labels)))
      problems.push(`${name}: no PodDisruptionBudget`);
    // The port the server listens on in the compose stack too.
    const composePort = Number(String(compose.services[name].ports[0]).split(':')[1]);
    for (const probe of ['readinessProbe', 'livenessProbe']) {
      const get = container[probe]?.httpGet;
      if (get?.path !== HEALTH_PATH[name] || containerPort(container, get?.port) !== composePort)
        problems.push(`${name}: ${probe} is not GET ${HEALTH_PATH[name]} on ${composePort}`);
    }
  }
  return problems;
}

function autoscalerProblems(objects) {
  const hpa = ofKind(objects, 'HorizontalPodAutoscaler').find(
    (h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === 'host',
  );
  if (!hpa) return ['the host has no HorizontalPodAutoscaler'];
  if (!(hpa.spec.minReplicas >= 1 && hpa.spec.maxReplicas > hpa.spec.minReplicas))
    return [`the host's autoscaler bounds ${hpa.spec.minReplicas}..${hpa.spec.maxReplicas} do not scale`];
  return [];
}

/**
 * Who may open a connection to a workload's pods: the union of the ingress rules of every NetworkPolicy that selects
 * them, as workload names (pod peers) and `namespace:<name>` (namespace peers), `any` for a rule without peers.
 */
function ingressSources(objects, workload) {
  const labels = podLabels(workload);
  const policies = ofKind(objects, 'NetworkPolicy').filter(
    (p) => p.spec.policyTypes?.includes('Ingress') && selects(p.spec.podSelector, labels),
  );
  const sources = new Set();
  for (const rule of policies.flatMap((p) => p.spec.ingress ?? [])) {
    if (!rule.from?.length) sources.add('any');
    for (const peer of rule.from ?? []) {
      if (peer.ipBlock) sources.add(`ip:${peer.ipBlock.cidr}`);
      else if (peer.namespaceSelector && !peer.podSelector) {
        const namespace = peer.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name'];
        sources.add(namespace ? `namespace:${namespace}` : 'any-namespace');
      } else if (peer.namespaceSelector) sources.add('pods-in-any-namespace');
      else
        for (const other of workloads(objects))
          if (selects(peer.podSelector, podLabels(other))) sources.add(other.metadata.name);
    }
  }
  return { isolated: policies.length > 0, sources: [...sources].sort() };
}

/**
 * May this workload open TCP connections to `port`? Yes when no Egress policy selects it (not isolated), or when an
 * egress rule of one that does allows that port (a rule without ports allows all).
 */
function egressAllows(objects, workload, port) {
  const policies = ofKind(objects, 'NetworkPolicy').filter(
    (p) => p.spec.policyTypes?.includes('Egress') && selects(p.spec.podSelector, podLabels(workload)),
  );
  return (
    policies.length === 0 ||
    policies
      .flatMap((p) => p.spec.egress ?? [])
      .some((rule) => !rule.ports?.length || rule.ports.some((p) => p.port === port && p.protocol !== 'UDP'))
  );
}

const whoReaches = ({ isolated, sources }) =>
  !isolated ? 'anyone (no policy isolates it)' : sources.length ? sources.join(', ') : 'no one';

function networkProblems(objects) {
  const problems = [];
  const denyAll = ofKind(objects, 'NetworkPolicy').some(
    (p) =>
      Object.keys(p.spec.podSelector ?? {}).length === 0 &&
      ['Ingress', 'Egress'].every((type) => p.spec.policyTypes?.includes(type)) &&
      !p.spec.ingress?.length &&
      !p.spec.egress?.length,
  );
  if (!denyAll) problems.push('no NetworkPolicy denies all ingress and egress by default');
  // The remotes: the ingress controller (their public origin, the CDN's pulls) and the host's server, no one else.
  // The registry likewise: the teams' release commands through the ingress controller, and the host's reads.
  for (const name of [...REMOTE_NAMES, RELEASE_REGISTRY.service]) {
    const remote = named(objects, 'Deployment', name);
    if (!remote) continue;
    const reach = ingressSources(objects, remote);
    const expected = ['host', `namespace:${INGRESS_CONTROLLER_NAMESPACE}`];
    if (!reach.isolated || JSON.stringify(reach.sources) !== JSON.stringify(expected))
      problems.push(`${name} is reached by ${whoReaches(reach)}, not by ${expected.join(', ')}`);
  }
  // PostgreSQL: only the collector and the registry may open a connection to 5432, in the cluster or outside it.
  const postgres = named(objects, 'StatefulSet', 'postgres');
  if (postgres) {
    const reach = ingressSources(objects, postgres);
    if (!reach.isolated || JSON.stringify(reach.sources) !== JSON.stringify([...DATABASE_CLIENTS].sort()))
      problems.push(`PostgreSQL is reached by ${whoReaches(reach)}, not by ${DATABASE_CLIENTS.join(' and ')} alone`);
  }
  for (const workload of workloads(objects)) {
    const allowed = egressAllows(objects, workload, 5432);
    if (allowed !== DATABASE_CLIENTS.includes(workload.metadata.name))
      problems.push(`${workload.metadata.name} ${allowed ? 'may' : 'may not'} connect to PostgreSQL's port`);
  }
  return problems;
}

// --- The overlays as rendered. ---

const rendered = Object.fromEntries(OVERLAYS.map((overlay) => [overlay, render(overlay)]));

describe.each(OVERLAYS)('deploy/kubernetes/overlays/%s', (overlay) => {
  const objects = rendered[overlay];

  it('renders with kubectl kustomize into named objects of the one namespace', () => {
    expect(objects.length).toBeGreaterThan(20);
    for (const object of objects) {
      expect([object.kind, object.apiVersion, typeof object.metadata?.name]).toEqual([
        object.kind,
        expect.any(String),
        'string',
      ]);
      if (object.kind !== 'Namespace')
        expect([object.kind, object.metadata.namespace]).toEqual([object.kind, 'casa-carriel']);
    }
    expect(named(objects, 'Namespace', 'casa-carriel').metadata.labels['pod-security.kubernetes.io/enforce']).toBe(
      'restricted',
    );
  });

  it('validates every object against the Kubernetes schemas', () => {
    const results = validate(objects);
    expect(results.map((r) => r.id)).toEqual(objects.map((o) => `${o.kind}/${o.metadata.name}`));
    expect(invalid(results)).toEqual([]);
  });

  it('gives every container readiness and liveness probes, requests and limits, a non-root read-only sandbox', () => {
    expect(workloads(objects).length).toBeGreaterThanOrEqual(DEPLOYED.length);
    expect(containerProblems(objects)).toEqual([]);
  });

  it("runs the Node images as the Dockerfile's node user", () => {
    for (const workload of workloads(objects)) {
      const image = workload.spec.template.spec.containers[0].image;
      const service = composeServiceOf(image);
      if (!['node-static', 'collector', 'mail-catcher', 'release-registry'].includes(service?.build.target)) continue;
      expect([workload.metadata.name, workload.spec.template.spec.securityContext.runAsUser]).toEqual([
        workload.metadata.name,
        NODE_UID,
      ]);
    }
  });

  it('pins every image to a tag, never latest, of an image the compose stack builds', () => {
    expect(imageProblems(objects)).toEqual([]);
    for (const workload of workloads(objects))
      for (const { image } of containersOf(workload))
        expect([image, composeServiceOf(image) !== undefined]).toEqual([image, true]);
  });

  it('passes every secret by secretKeyRef, never inline', () => {
    expect(secretProblems(objects)).toEqual([]);
    const collector = named(objects, 'Deployment', COLLECTOR.service).spec.template.spec.containers[0];
    const fromSecrets = collector.env.filter((v) => v.valueFrom?.secretKeyRef).map((v) => v.name);
    expect(fromSecrets.sort()).toEqual(
      ['DATABASE_URL', 'NEWSLETTER_EXPORT_TOKEN', 'NEWSLETTER_TOKEN_SECRET', 'SMTP_URL'].sort(),
    );
    // The registry: its database and each team's own token, all from its own Secret.
    const registry = named(objects, 'Deployment', RELEASE_REGISTRY.service).spec.template.spec.containers[0];
    const registrySecrets = registry.env.filter((v) => v.valueFrom?.secretKeyRef);
    expect(registrySecrets.map((v) => v.name).sort()).toEqual(
      ['DATABASE_URL', ...REMOTE_NAMES.map(tokenVariableOf)].sort(),
    );
    // (A Secret an overlay generates carries a hash in its name.)
    for (const { name, valueFrom } of registrySecrets)
      expect([name, valueFrom.secretKeyRef]).toEqual([
        name,
        { name: expect.stringMatching(/^release-registry-secrets(-[a-z0-9]{10})?$/), key: name },
      ]);
  });

  it('gives each deployable a Service, a PodDisruptionBudget and probes on its own health answer', () => {
    expect(deployableProblems(objects)).toEqual([]);
  });

  it('autoscales the host', () => {
    expect(autoscalerProblems(objects)).toEqual([]);
  });

  it('lets only the host and the ingress controller reach the remotes and the registry, and only the collector and the registry reach PostgreSQL', () => {
    expect(networkProblems(objects)).toEqual([]);
  });

  it("gives the host its runtime config and the remotes' internal Services from a ConfigMap", () => {
    const host = named(objects, 'Deployment', 'host').spec.template.spec.containers[0];
    const config = configMap(objects, 'host-config');
    expect(host.envFrom).toEqual([{ configMapRef: { name: config.metadata.name } }]);
    for (const variable of [
      ...Object.keys(RUNTIME_CONFIG_VARIABLES),
      ...Object.values(INTERNAL_MANIFEST_VARIABLES),
      'SITE_URL',
      'FRAGMENT_TIMEOUT_MS',
      'PAGE_REVALIDATE_MS',
    ])
      expect([variable, variable in config.data]).toEqual([variable, true]);
    expect(siteUrlFromEnv(config.data)).toBe(config.data.SITE_URL);
    // Each internal address is a Service of this overlay, on a port it serves.
    for (const [team, variable] of Object.entries(INTERNAL_MANIFEST_VARIABLES)) {
      const url = new URL(config.data[variable]);
      const service = named(objects, 'Service', url.hostname);
      expect([team, service?.spec.ports.some((p) => p.port === Number(url.port))]).toEqual([team, true]);
      // The public address a browser fetches is not the cluster's.
      expect(new URL(config.data[`${team.toUpperCase()}_MANIFEST_URL`]).hostname).not.toBe(url.hostname);
    }
  });

  it("gives the collector settings it starts with, the site's origin among those allowed", () => {
    const config = configMap(objects, 'newsletter-collector-config');
    const options = collectorOptionsFromEnv(
      {
        ...config.data,
        NEWSLETTER_TOKEN_SECRET: 'a-value-of-at-least-thirty-two-characters',
        SMTP_URL: 'smtp://relay.example:587',
        DATABASE_URL: 'postgres://user:password@db.example:5432/newsletter',
      },
      () => {},
    );
    const siteUrl = configMap(objects, 'host-config').data.SITE_URL;
    expect(options).toMatchObject({ siteUrl, trustProxy: 1, dataDir: '/data' });
    expect(options.allowedOrigins).toContain(siteUrl);
    expect(new URL(configMap(objects, 'host-config').data.NEWSLETTER_ENDPOINT).origin).toBe(options.publicUrl);
  });

  it("routes each public origin through an Ingress: the site, each remote, the collector and the registry's public API", () => {
    const backends = ofKind(objects, 'Ingress').flatMap((ingress) =>
      ingress.spec.rules.flatMap((rule) => rule.http.paths.map((p) => [rule.host, p.backend.service.name])),
    );
    for (const name of DEPLOYED)
      expect([name, new Set(backends.filter(([, service]) => service === name).map(([host]) => host)).size]).toEqual([
        name,
        1,
      ]);
    for (const [host] of backends) expect(host).not.toMatch(/\.invalid$/);
    // Of the registry, the teams' release commands (/teams/…) and the field reports of visitors' pages, which the
    // host's config sends to that origin: the host reads the rest inside the cluster.
    const registryPaths = ofKind(objects, 'Ingress').flatMap((ingress) =>
      ingress.spec.rules.flatMap((rule) =>
        rule.http.paths.filter((p) => p.backend.service.name === RELEASE_REGISTRY.service).map((p) => p.path),
      ),
    );
    expect(registryPaths).toEqual(['/teams', '/field-reports']);
    const registryHost = backends.find(([, service]) => service === RELEASE_REGISTRY.service)?.[0];
    const fieldReports = new URL(configMap(objects, 'host-config').data.FIELD_REPORTS_ENDPOINT);
    expect([fieldReports.hostname, fieldReports.pathname]).toEqual([registryHost, '/field-reports']);
  });

  it("gives the registry settings it starts with, each team's versions under its remote's public address", () => {
    const config = configMap(objects, 'release-registry-config');
    const registry = named(objects, 'Deployment', RELEASE_REGISTRY.service).spec.template.spec.containers[0];
    expect(registry.envFrom).toEqual([{ configMapRef: { name: config.metadata.name } }]);
    const settings = registrySettingsFromEnv(config.data);
    expect(settings.port).toBe(RELEASE_REGISTRY.port);
    // Where a browser loads a remote from (the host's *_MANIFEST_URL), its published versions are under releases/.
    const hostConfig = configMap(objects, 'host-config').data;
    for (const team of REMOTE_NAMES)
      expect([team, settings.releaseBaseUrls[team]]).toEqual([
        team,
        new URL(RELEASES_PATH, hostConfig[`${team.toUpperCase()}_MANIFEST_URL`]).href,
      ]);
    // The host reads the live versions from the registry's Service, on the port it serves.
    const registryUrl = new URL(hostConfig.REGISTRY_URL);
    expect(registryUrl.hostname).toBe(RELEASE_REGISTRY.service);
    expect(
      named(objects, 'Service', RELEASE_REGISTRY.service).spec.ports.some((p) => p.port === Number(registryUrl.port)),
    ).toBe(true);
  });
});

describe('the local overlay', () => {
  const objects = rendered.local;

  it('runs PostgreSQL as a StatefulSet on a volume claim, and the mail catcher', () => {
    const postgres = named(objects, 'StatefulSet', 'postgres');
    expect(postgres.spec.volumeClaimTemplates.map((t) => t.metadata.name)).toEqual(['data']);
    const mounts = postgres.spec.template.spec.containers[0].volumeMounts.map((m) => m.name);
    expect(mounts).toContain('data');
    expect(named(objects, 'Service', 'postgres').spec.clusterIP).toBe('None');
    expect(named(objects, 'Deployment', 'mail-catcher')).toBeDefined();
  });

  it('gives the collector and the registry each its own role and database on that PostgreSQL', () => {
    const secretValue = ({ name, key }) =>
      Buffer.from(ofKind(objects, 'Secret').find((s) => s.metadata.name === name).data[key], 'base64').toString();
    const envOf = (container, name) => {
      const variable = container.env.find((v) => v.name === name);
      return variable.valueFrom ? secretValue(variable.valueFrom.secretKeyRef) : variable.value;
    };
    const postgres = named(objects, 'StatefulSet', 'postgres').spec.template.spec.containers[0];
    // start-postgres creates the first at the first start; the container's command, the registry's (a database of
    // its role's name).
    const created = {
      [COLLECTOR.service]: {
        user: envOf(postgres, 'POSTGRES_USER'),
        password: envOf(postgres, 'POSTGRES_PASSWORD'),
        database: envOf(postgres, 'POSTGRES_DB'),
      },
      [RELEASE_REGISTRY.service]: {
        user: envOf(postgres, 'REGISTRY_POSTGRES_USER'),
        password: envOf(postgres, 'REGISTRY_POSTGRES_PASSWORD'),
        database: envOf(postgres, 'REGISTRY_POSTGRES_USER'),
      },
    };
    for (const client of DATABASE_CLIENTS) {
      const url = new URL(envOf(named(objects, 'Deployment', client).spec.template.spec.containers[0], 'DATABASE_URL'));
      const uses = {
        user: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
        database: url.pathname.slice(1),
      };
      expect([client, url.host, uses]).toEqual([client, 'postgres:5432', created[client]]);
    }
    const [collector, registry] = DATABASE_CLIENTS.map((client) => created[client]);
    expect([registry.user, registry.database]).not.toContain(collector.user);
    expect(registry.database).not.toBe(collector.database);
  });

  it('generates the Secrets it references, with values that say they are local only', () => {
    const secrets = ofKind(objects, 'Secret');
    for (const workload of workloads(objects))
      for (const container of containersOf(workload))
        for (const { name, valueFrom } of container.env ?? []) {
          const ref = valueFrom?.secretKeyRef;
          if (!ref) continue;
          const secret = secrets.find((s) => s.metadata.name === ref.name);
          expect([name, ref.key in (secret?.data ?? {})]).toEqual([name, true]);
        }
    for (const secret of secrets)
      for (const [key, value] of Object.entries(secret.data))
        if (key !== 'SMTP_URL')
          expect([key, Buffer.from(value, 'base64').toString()]).toEqual([
            key,
            expect.stringMatching(/local-kubernetes-only/),
          ]);
  });
});

describe('the production overlay', () => {
  const objects = rendered.production;
  const hostConfig = configMap(objects, 'host-config').data;

  it('holds no Secret, only references to Secrets that docs/deployment.md names', () => {
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    const docs = readFileSync(path.join(ROOT, 'docs/deployment.md'), 'utf8');
    const section = docs.slice(docs.indexOf('## Kubernetes'));
    const referenced = new Set([
      ...workloads(objects).flatMap((w) =>
        containersOf(w).flatMap((c) => (c.env ?? []).map((v) => v.valueFrom?.secretKeyRef?.name).filter(Boolean)),
      ),
      ...ofKind(objects, 'Ingress').flatMap((i) => (i.spec.tls ?? []).map((t) => t.secretName)),
    ]);
    expect(referenced.size).toBeGreaterThan(1);
    for (const name of referenced) expect([name, section.includes(`\`${name}\``)]).toEqual([name, true]);
  });

  it('runs no database: DATABASE_URL names an external PostgreSQL through the Secret', () => {
    expect(objects.filter((o) => /postgres/i.test(o.metadata.name))).toEqual([]);
    expect(
      workloads(objects)
        .map((w) => w.metadata.name)
        .sort(),
    ).toEqual([...DEPLOYED].sort());
  });

  it("serves the site, the collector and the registry's write API on TLS, and the remotes to browsers from CDN URLs", () => {
    for (const ingress of ofKind(objects, 'Ingress')) {
      const covered = (ingress.spec.tls ?? []).flatMap((t) => t.hosts);
      for (const rule of ingress.spec.rules)
        expect([rule.host, covered.includes(rule.host)]).toEqual([rule.host, true]);
    }
    expect(hostConfig.SITE_URL).toMatch(/^https:\/\//);
    expect(hostConfig.NEWSLETTER_ENDPOINT).toMatch(/^https:\/\//);
    const origins = ofKind(objects, 'Ingress').flatMap((i) => i.spec.rules.map((r) => r.host));
    for (const { team } of REMOTES) {
      const publicUrl = new URL(hostConfig[`${team.toUpperCase()}_MANIFEST_URL`]);
      expect([team, publicUrl.protocol]).toEqual([team, 'https:']);
      // A CDN's address, not the origin the CDN fetches from.
      expect([team, origins.includes(publicUrl.hostname)]).toEqual([team, false]);
    }
  });

  it('runs more host replicas than the local overlay, with wider autoscaling bounds', () => {
    const replicas = (o) => named(o, 'Deployment', 'host').spec.replicas;
    const hpa = (o) => named(o, 'HorizontalPodAutoscaler', 'host').spec;
    expect(replicas(objects)).toBeGreaterThan(replicas(rendered.local));
    expect(hpa(objects).minReplicas).toBe(replicas(objects));
    expect(hpa(objects).maxReplicas).toBeGreaterThan(hpa(rendered.local).maxReplicas);
    for (const name of DEPLOYED)
      expect([name, named(objects, 'Deployment', name).spec.replicas >= 2]).toEqual([name, true]);
  });
});

describe('the checks themselves', () => {
  const copy = () => structuredClone(rendered.local);
  const hostContainer = (objects) => named(objects, 'Deployment', 'host').spec.template.spec.containers[0];

  it('rejects objects the Kubernetes schemas refuse', () => {
    const objects = copy();
    const host = named(objects, 'Deployment', 'host');
    host.spec.replicas = '3';
    const service = named(objects, 'Service', 'catalog');
    delete service.spec.ports[0].port;
    const results = validate([
      host,
      service,
      { apiVersion: 'example.com/v1', kind: 'Unknown', metadata: { name: 'x' } },
    ]);
    expect(results.map((r) => [r.id, r.errors.join(' ')])).toEqual([
      ['Deployment/host', expect.stringMatching(/replicas must be integer/)],
      ['Service/catalog', expect.stringMatching(/required property '?port/)],
      ['Unknown/x', expect.stringMatching(/no schema/)],
    ]);
  });

  it('reports a container without a probe, limits, a read-only root or a non-root user', () => {
    const objects = copy();
    const container = hostContainer(objects);
    delete container.readinessProbe;
    delete container.resources.limits;
    container.securityContext.readOnlyRootFilesystem = false;
    delete container.securityContext.runAsNonRoot;
    delete named(objects, 'Deployment', 'host').spec.template.spec.securityContext.runAsNonRoot;
    expect(containerProblems(objects)).toEqual([
      'Deployment/host host: no readinessProbe',
      'Deployment/host host: no cpu in resources.limits',
      'Deployment/host host: no memory in resources.limits',
      'Deployment/host host: not runAsNonRoot',
      'Deployment/host host: root filesystem not read-only',
    ]);
  });

  it('reports an image without a tag or on latest', () => {
    const objects = copy();
    hostContainer(objects).image = 'localhost:5000/casa-carriel/host';
    named(objects, 'Deployment', 'catalog').spec.template.spec.containers[0].image = 'casa-carriel/catalog:latest';
    expect(imageProblems(objects)).toHaveLength(2);
  });

  it('reports a secret inline in env or in a ConfigMap', () => {
    const objects = copy();
    const collector = named(objects, 'Deployment', COLLECTOR.service).spec.template.spec.containers[0];
    collector.env.find((v) => v.name === 'DATABASE_URL').valueFrom = undefined;
    collector.env.find((v) => v.name === 'DATABASE_URL').value = 'postgres://u:p@db/x';
    configMap(objects, 'host-config').data.NEWSLETTER_EXPORT_TOKEN = 'x';
    expect(secretProblems(objects)).toEqual([
      `${COLLECTOR.service} ${COLLECTOR.service}: DATABASE_URL is not a secretKeyRef`,
      `ConfigMap/${configMap(objects, 'host-config').metadata.name}: NEWSLETTER_EXPORT_TOKEN is a secret`,
    ]);
  });

  it('reports a deployable without a PDB or a Service, with a probe elsewhere, and a host without autoscaler', () => {
    const objects = copy().filter(
      (o) =>
        !(o.kind === 'PodDisruptionBudget' && o.metadata.name === 'legal') &&
        !(o.kind === 'Service' && o.metadata.name === 'stories') &&
        o.kind !== 'HorizontalPodAutoscaler',
    );
    hostContainer(objects).livenessProbe.httpGet.path = '/';
    expect(deployableProblems(objects)).toEqual([
      'host: livenessProbe is not GET /runtime-config.json on 3000',
      'stories: no Service',
      'legal: no PodDisruptionBudget',
    ]);
    expect(autoscalerProblems(objects)).toEqual(['the host has no HorizontalPodAutoscaler']);
  });

  it('reports a remote, the registry or PostgreSQL open to others, and PostgreSQL reachable by another pod', () => {
    const objects = copy();
    named(objects, 'NetworkPolicy', 'remotes').spec.ingress.push({ from: [{ podSelector: {} }] });
    named(objects, 'NetworkPolicy', 'release-registry').spec.ingress.push({ from: [{ namespaceSelector: {} }] });
    named(objects, 'NetworkPolicy', 'release-registry').spec.egress = [];
    named(objects, 'NetworkPolicy', 'host').spec.egress.push({ ports: [{ protocol: 'TCP', port: 5432 }] });
    named(objects, 'NetworkPolicy', 'postgres').spec.ingress[0].from.push({ namespaceSelector: {} });
    const problems = networkProblems(objects);
    expect(problems).toEqual([
      ...REMOTE_NAMES.map(
        (name) =>
          `${name} is reached by ${[...DEPLOYED, 'mail-catcher', 'postgres', 'namespace:ingress-nginx'].sort().join(', ')}, not by host, namespace:ingress-nginx`,
      ),
      'release-registry is reached by any-namespace, host, namespace:ingress-nginx, not by host, namespace:ingress-nginx',
      'PostgreSQL is reached by any-namespace, newsletter-collector, release-registry, not by newsletter-collector and release-registry alone',
      "host may connect to PostgreSQL's port",
      "release-registry may not connect to PostgreSQL's port",
    ]);
    expect(networkProblems(objects.filter((o) => o.metadata.name !== 'default-deny'))).toContain(
      'no NetworkPolicy denies all ingress and egress by default',
    );
  });
});
