import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { LOCAL_RUNTIME_CONFIG } from '../shared/src/runtime-config.ts';
import { medianByPerformance } from './bench/median-run.mjs';
import {
  INTERNAL_MANIFEST_VARIABLES,
  internalManifestUrlsFromEnv,
  RUNTIME_CONFIG_VARIABLES,
  runtimeConfigFromEnv,
} from '../platform/src/topology/runtime-config-from-env.ts';
import {
  COLLECTOR,
  DEPLOYABLES,
  localReleaseTokenOf,
  localRuntimeConfig,
  MAIL_CATCHER,
  RELEASE_REGISTRY,
  REMOTES,
} from '../platform/src/topology/topology.ts';
import { registrySettingsFromEnv } from '../platform/src/registry/registry-environment.ts';
import { collectorOptionsFromEnv } from '../mf-consent/server/environment.ts';
import { importSpecifiers, packageClosure, packageNameOf, walkSources } from '../deploy/runtime-modules.mjs';
import { healthcheckCommand, SCALE } from './compose/stack.mjs';

const ROOT = path.resolve(expect.getState().testPath, '../..');

/** A compose mapping as compose reads it on a machine that sets none of its variables: `${NAME:-default}` → default. */
function interpolated(mapping) {
  return Object.fromEntries(
    Object.entries(mapping).map(([key, value]) => [
      key,
      String(value).replace(/\$\{[A-Z0-9_]+(?::-([^}]*))?\}/g, (_, fallback) => fallback ?? ''),
    ]),
  );
}

describe('docker-compose.yml and the local topology', () => {
  const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
  const dockerfileTargets = [
    ...readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8').matchAll(/^FROM \S+ AS (\S+)$/gm),
  ].map((match) => match[1]);
  const publishedPort = (service) => Number(service.ports[0].split(':')[0]);
  const containerPort = (service) => Number(service.ports[0].split(':')[1]);

  it.each(DEPLOYABLES)(
    'builds $team from the one Dockerfile and publishes it on port $port, as npm start serves it',
    ({ team, dir, port }) => {
      const service = compose.services[team];
      expect(service.build.dockerfile).toBe('Dockerfile');
      expect(dockerfileTargets).toContain(service.build.target);
      expect(service.build.args.PACKAGE).toBe(dir);
      expect(publishedPort(service)).toBe(port);
      if (service.build.target === 'node-static') expect(service.environment.PORT).toBe(String(containerPort(service)));
    },
  );

  it('serves at least one remote with a stock web server and its configuration file alone', () => {
    const staticHosted = DEPLOYABLES.filter(({ team }) => compose.services[team].build.target === 'nginx-static');
    expect(staticHosted.length).toBeGreaterThan(0);
    expect(staticHosted.every(({ team }) => team !== 'host')).toBe(true);
  });

  it('gives every service a healthcheck and a restart policy', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect([name, service.restart]).toEqual([name, 'unless-stopped']);
      expect([name, service.healthcheck?.test?.[0]]).toEqual([name, 'CMD']);
    }
  });

  it('builds every service from a target of the one Dockerfile, under its own image name', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect([name, service.build.dockerfile]).toEqual([name, 'Dockerfile']);
      expect([name, dockerfileTargets.includes(service.build.target)]).toEqual([name, true]);
    }
    expect(compose.services[MAIL_CATCHER.service].image).toBe('casa-carriel/mail-catcher');
  });

  it('runs the release registry with each team’s local token, the one `npm run release` offers it, and each team’s store', () => {
    const service = compose.services[RELEASE_REGISTRY.service];
    expect(service.ports).toEqual([`${RELEASE_REGISTRY.port}:${RELEASE_REGISTRY.port}`]);
    const settings = registrySettingsFromEnv(interpolated(service.environment));
    expect(settings.teamTokens).toEqual(
      Object.fromEntries(REMOTES.map(({ team }) => [team, localReleaseTokenOf(team)])),
    );
    expect(settings.releaseBaseUrls).toEqual(
      Object.fromEntries(REMOTES.map(({ team, port }) => [team, `http://localhost:${port}/releases/`])),
    );
    for (const { team } of REMOTES)
      expect(compose.services[team].volumes).toEqual([
        expect.objectContaining({ type: 'bind', read_only: true, source: `./.releases/${team}` }),
      ]);
    expect(compose.services.host.environment.REGISTRY_URL).toBe(
      `http://${RELEASE_REGISTRY.service}:${RELEASE_REGISTRY.port}`,
    );
  });

  it('runs the newsletter collector on its port with its data on a volume', () => {
    const service = compose.services[COLLECTOR.service];
    expect(service.build.target).toBe('collector');
    expect(service.ports).toEqual([`${COLLECTOR.port}:${COLLECTOR.port}`]);
    expect(service.volumes).toEqual(['newsletter-data:/data']);
    expect(service.environment.DATA_DIR).toBe('/data');
    expect(service.profiles).toBeUndefined();
  });

  it("gives the collector the settings it refuses to start without in production, and the stack's public addresses", () => {
    const env = interpolated(compose.services[COLLECTOR.service].environment);
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: String(COLLECTOR.port),
      SMTP_URL: `smtp://${MAIL_CATCHER.service}:${compose.services[MAIL_CATCHER.service].environment.SMTP_PORT}`,
      SITE_URL: `http://localhost:${DEPLOYABLES[0].port}`,
      COLLECTOR_PUBLIC_URL: `http://localhost:${COLLECTOR.port}`,
    });
    expect(env.ALLOWED_ORIGINS.split(',')).toContain(env.SITE_URL);
    // Secrets come from the machine's environment; the token secret's local default says what it is.
    expect(compose.services[COLLECTOR.service].environment.NEWSLETTER_EXPORT_TOKEN).toBe(
      '${NEWSLETTER_EXPORT_TOKEN:-}',
    );
    expect(compose.services[COLLECTOR.service].environment.NEWSLETTER_TOKEN_SECRET).toMatch(
      /^\$\{NEWSLETTER_TOKEN_SECRET:-.*NOT-A-SECRET.*\}$/,
    );
    expect(env.NEWSLETTER_TOKEN_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(env.TRUST_PROXY).toBeUndefined();
    // The collector's own reading of it (mf-consent/server/environment.ts) accepts it as it stands.
    const options = collectorOptionsFromEnv(env, () => {});
    expect(options).toMatchObject({
      port: COLLECTOR.port,
      dataDir: '/data',
      databaseUrl: undefined,
      siteUrl: env.SITE_URL,
      publicUrl: env.COLLECTOR_PUBLIC_URL,
      trustProxy: false,
    });
  });

  it('runs the mail catcher with its web side on its local port and its SMTP side on the compose network only', () => {
    const service = compose.services[MAIL_CATCHER.service];
    expect(service.build.target).toBe('mail-catcher');
    expect(service.ports).toEqual([`${MAIL_CATCHER.port}:${service.environment.WEB_PORT}`]);
    expect(service.environment.HOST).toBe('0.0.0.0');
    expect(service.profiles).toBeUndefined();
    expect(healthcheckCommand(MAIL_CATCHER.service).join(' ')).toContain(`127.0.0.1:${service.environment.WEB_PORT}/`);
  });

  describe('the scale profile', () => {
    const services = compose.services;
    const scaleNet = (value) => interpolated({ value }).value;
    const balancer = services[SCALE.balancer];
    const balancerAddress = scaleNet(balancer.networks['collector-scale'].ipv4_address);

    it('holds PostgreSQL, the replicas and the balancer, and nothing of the default stack', () => {
      const inProfile = Object.entries(services)
        .filter(([, service]) => service.profiles?.includes(SCALE.profile))
        .map(([name]) => name);
      expect(inProfile.sort()).toEqual([...SCALE.services].sort());
      expect(SCALE.replicas.length).toBeGreaterThanOrEqual(2);
      for (const name of SCALE.services) expect([name, services[name].container_name]).toEqual([name, undefined]);
    });

    it('runs PostgreSQL from the Dockerfile, its data on a volume, its password from the environment', () => {
      const postgres = services.postgres;
      expect(postgres.build.target).toBe('postgres');
      expect(postgres.volumes).toEqual(['newsletter-postgres:/var/lib/postgresql/data']);
      expect(postgres.environment.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:-.+\}$/);
      expect(healthcheckCommand('postgres')[0]).toBe('pg_isready');
      expect(postgres.ports).toBeUndefined();
    });

    it.each(SCALE.replicas)(
      'runs %s as the collector does, on PostgreSQL, unpublished, trusting the balancer alone',
      (name) => {
        const replica = services[name];
        const env = interpolated(replica.environment);
        const postgres = interpolated(services.postgres.environment);
        expect(replica.build.target).toBe('collector');
        expect(replica.image).toBe(services[COLLECTOR.service].image);
        expect(replica.ports).toBeUndefined();
        const { DATABASE_URL, TRUST_PROXY, ...rest } = env;
        expect(rest).toEqual(interpolated(services[COLLECTOR.service].environment));
        expect(DATABASE_URL).toBe(
          `postgres://${postgres.POSTGRES_USER}:${postgres.POSTGRES_PASSWORD}@postgres:5432/${postgres.POSTGRES_DB}`,
        );
        expect(TRUST_PROXY).toBe(balancerAddress);
        expect(collectorOptionsFromEnv(env, () => {}).trustProxy).toEqual([balancerAddress]);
      },
    );

    it('puts the balancer on the collector’s public port, in front of every replica, at an address no replica takes', () => {
      expect(balancer.build.target).toBe('collector-balancer');
      const [published, containerPort] = balancer.ports[0].split(':');
      expect(Number(published)).toBe(COLLECTOR.port);
      const conf = readFileSync(path.join(ROOT, 'deploy/nginx/collector-balancer.conf'), 'utf8');
      expect(conf).toContain(`listen ${containerPort};`);
      const upstream = /upstream collectors \{([^}]*)\}/.exec(conf)[1];
      expect([...upstream.matchAll(/server (\S+):(\d+)/g)].map((match) => `${match[1]}:${match[2]}`)).toEqual(
        SCALE.replicas.map((name) => `${name}:${COLLECTOR.port}`),
      );
      expect(conf).toMatch(/X-Forwarded-For \$proxy_add_x_forwarded_for/);
      const subnet = scaleNet(compose.networks['collector-scale'].ipam.config[0].subnet);
      const prefix = subnet.replace(/\.0\/24$/, '.');
      const addresses = [
        balancerAddress,
        ...SCALE.replicas.map((name) => scaleNet(services[name].networks['collector-scale'].ipv4_address)),
      ];
      expect(new Set(addresses).size).toBe(addresses.length);
      for (const address of addresses) expect(address.startsWith(prefix)).toBe(true);
      expect(Object.keys(balancer.networks)).toEqual(['collector-scale']);
    });

    describe('the host replicas', () => {
      const hostBalancer = services[SCALE.hostBalancer];
      const hostNet = (service) => scaleNet(service.networks['host-scale'].ipv4_address);

      it.each(SCALE.hostReplicas)('runs %s as the host does, unpublished, on the host-scale network alone', (name) => {
        const replica = services[name];
        expect(replica.build).toEqual(services.host.build);
        expect(replica.image).toBe(services.host.image);
        expect(replica.ports).toBeUndefined();
        expect(interpolated(replica.environment)).toEqual(interpolated(services.host.environment));
        expect(Object.keys(replica.networks)).toEqual(['host-scale']);
      });

      it('finds every service a replica calls by name on its network, at an address of its own', () => {
        const env = services.host.environment;
        const calledByName = Object.entries(env)
          .filter(([name]) => /INTERNAL_MANIFEST_URL$|^REGISTRY_URL$/.test(name))
          .map(([, url]) => new URL(url).hostname);
        expect(calledByName.length).toBe(DEPLOYABLES.length);
        for (const name of calledByName)
          expect({ name, onNetwork: Boolean(services[name].networks?.['host-scale']) }).toEqual({
            name,
            onNetwork: true,
          });
        const subnet = scaleNet(compose.networks['host-scale'].ipam.config[0].subnet);
        const prefix = subnet.replace(/\.0\/24$/, '.');
        const addresses = [SCALE.hostBalancer, ...SCALE.hostReplicas, ...calledByName].map((name) =>
          hostNet(services[name]),
        );
        expect(new Set(addresses).size).toBe(addresses.length);
        for (const address of addresses) expect(address.startsWith(prefix)).toBe(true);
      });

      it("puts the balancer on the site's public port, in front of every replica, retrying a failed GET on the next", () => {
        expect(hostBalancer.build.target).toBe('host-balancer');
        const [published, containerPort] = hostBalancer.ports[0].split(':');
        expect(Number(published)).toBe(DEPLOYABLES[0].port);
        expect(SCALE.replaces).toEqual([COLLECTOR.service, DEPLOYABLES[0].team]);
        const conf = readFileSync(path.join(ROOT, 'deploy/nginx/host-balancer.conf'), 'utf8');
        expect(conf).toContain(`listen ${containerPort};`);
        const upstream = /upstream hosts \{([^}]*)\}/.exec(conf)[1];
        expect([...upstream.matchAll(/server (\S+):(\d+)/g)].map((match) => `${match[1]}:${match[2]}`)).toEqual(
          SCALE.hostReplicas.map((name) => `${name}:${services.host.environment.PORT}`),
        );
        expect(conf).toMatch(/proxy_next_upstream error timeout/);
        expect(Object.keys(hostBalancer.networks)).toEqual(['host-scale']);
      });
    });
  });

  it('gives development shells and tests (shared LOCAL_RUNTIME_CONFIG) the same config as the local topology', () => {
    expect(LOCAL_RUNTIME_CONFIG).toEqual(localRuntimeConfig());
  });

  it("sets every remote's two manifest variables on the host, named after the team registry", () => {
    const manifestVariables = Object.keys(RUNTIME_CONFIG_VARIABLES).filter((name) => name.endsWith('_MANIFEST_URL'));
    expect(manifestVariables).toHaveLength(DEPLOYABLES.length - 1);
    for (const variable of [...manifestVariables, ...Object.values(INTERNAL_MANIFEST_VARIABLES)]) {
      expect({ variable, set: Boolean(compose.services.host.environment[variable]) }).toEqual({ variable, set: true });
    }
  });

  it('gives the host the same public runtime config as the local topology, and the registry for field reports', () => {
    const { fieldReports, ...config } = runtimeConfigFromEnv(compose.services.host.environment);
    expect(config).toEqual(localRuntimeConfig());
    // The local topology runs no registry, so it sends no field reports; the stack sends them to its registry.
    expect(fieldReports).toEqual({ endpoint: `http://localhost:${RELEASE_REGISTRY.port}/field-reports` });
  });

  it("has the host's server reach each remote by its service name and container port, not by localhost", () => {
    const internal = internalManifestUrlsFromEnv(localRuntimeConfig(), compose.services.host.environment);
    for (const { team } of DEPLOYABLES.filter((d) => d.team !== 'host')) {
      expect(internal[team]).toBe(`http://${team}:${containerPort(compose.services[team])}/mf-manifest.json`);
    }
  });
});

describe('the node_modules a server image gets (deploy/runtime-modules.mjs)', () => {
  it('reads the imports that load a module at run time, and not those that only bring types', () => {
    const text = [
      "import Fastify, { type FastifyInstance } from 'fastify';",
      "import type { Pool } from 'pg';",
      "import {\n  a,\n  b,\n} from './local.ts';",
      "export { x } from '@fastify/cors/lib/x.js';",
      "export type { Y } from 'nodemailer';",
      "import 'side-effect';",
      "const later = await import('mailparser');",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual([
      'fastify',
      './local.ts',
      '@fastify/cors/lib/x.js',
      'side-effect',
      'mailparser',
    ]);
    expect(['fastify', '@fastify/cors/lib/x.js', 'pg/lib/client'].map(packageNameOf)).toEqual([
      'fastify',
      '@fastify/cors',
      'pg',
    ]);
  });

  it("gives the collector its own packages and their dependencies, none of the remote's browser libraries", () => {
    const { files, packages } = walkSources([path.join(ROOT, 'mf-consent/server/main.ts')]);
    expect(files).toContain(path.join(ROOT, 'shared/src/paths.ts'));
    expect(files.some((file) => /\.test\.ts$|test-support/.test(file))).toBe(false);
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['fastify', 'nodemailer', 'pg']));
    const names = packageClosure(packages, ROOT).folders.map((folder) =>
      path.relative(path.join(ROOT, 'node_modules'), folder),
    );
    expect(names).toEqual(expect.arrayContaining(['fastify', 'pg-pool', 'nodemailer']));
    for (const browserOnly of ['react', 'react-dom', 'i18next', 'typescript', 'smtp-server'])
      expect(names).not.toContain(browserOnly);
  });

  it("gives the host's server a workspace's own version of a package where npm nested it, and refuses a workspace", () => {
    const { packages } = walkSources([path.join(ROOT, 'tools/serve-one.mjs')]);
    const folders = packageClosure(packages, ROOT).folders.map((folder) => path.relative(ROOT, folder));
    expect(folders).toContain(path.join('platform', 'node_modules', 'lru-cache'));
    expect(() => packageClosure(new Map([['@storefront/shared', ROOT]]), ROOT)).toThrow(/a workspace package/);
  });
});

describe('benchmark: the run that stands for a route', () => {
  const run = (performance, tbtMs) => ({ summary: { performance, tbtMs } });

  it('is the run with the median performance score', () => {
    const runs = [run(100, 10), run(96, 240), run(98, 120)];
    expect(medianByPerformance(runs)).toBe(runs[2]);
  });

  it('among runs with the same score, is the one with the median blocking time', () => {
    const runs = [run(100, 0), run(100, 57), run(100, 19)];
    expect(medianByPerformance(runs)).toBe(runs[2]);
  });
});

describe("the host's server settings from the environment (tools/serve-one.mjs)", () => {
  it.each([
    ['PAGE_REVALIDATE_MS', '2s', /PAGE_REVALIDATE_MS must be a whole number of milliseconds.*"2s"/],
    ['PAGE_REVALIDATE_MS', '-1', /PAGE_REVALIDATE_MS must be a whole number/],
    ['FRAGMENT_TIMEOUT_MS', '0', /FRAGMENT_TIMEOUT_MS must be a positive whole number/],
  ])('refuses %s=%s with a line that says what it takes, before it listens', (name, value, message) => {
    const run = spawnSync(process.execPath, [path.join(ROOT, 'tools/serve-one.mjs'), 'host'], {
      env: { ...process.env, PORT: '0', [name]: value },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(2);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([expect.objectContaining({ level: 'fatal', message: expect.stringMatching(message) })]);
  });
});
