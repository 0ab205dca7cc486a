// A team's release commands (docs/shipping-a-remote.md):
//   npm run release -- <team> [--publish-only] [--from <folder>]   build, publish, make live
//   npm run release -- <team> --canary <per cent> [--from <folder>] build, publish, show to that share of visitors
//   npm run release -- <team> --promote                            make the canary's version live for everyone
//   npm run rollback -- <team>                                     end the canary, or else make the version live
//                                                                  before it live again
//   npm run releases -- <team>                                     what is live, every version, the history and the
//                                                                  field figures of the last week
//   npm run releases -- <team> --prune [--keep 5] [--days 14]      remove old versions from the store
//   npm run override -- <team> --url <mf-manifest.json> [--minutes 60]
//                                                                  a link that serves that build of the team's remote
//                                                                  on the site, in the browser that opens it only
// A version is made live only if the live host (SITE_URL, http://localhost:3000) can run it (release/compatibility.mjs).
// REGISTRY_URL names the registry (http://localhost:3007, the compose stack's), RELEASE_TOKEN the team's token (on
// the local stack, its own local one), RELEASE_STORE the published versions' folder (.releases), RELEASE_ACTOR who
// is releasing (git's user.name, else $USER), recorded in the history.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { localReleaseTokenOf, RELEASE_REGISTRY, REMOTES } from '../platform/src/topology/topology.ts';
import { compatibilityProblems, HOST_CONTRACT_FILE } from './release/compatibility.mjs';
import { contractOf, releaseOf } from './release/release-files.mjs';
import { publishToStore, removeFromStore } from './release/release-store.mjs';
import { prunableVersions, RETENTION } from './release/retention.mjs';
import { registryClient } from './release/registry-client.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RELEASE_BUILD_DIR = '.dist-release';
const COMMANDS = ['release', 'rollback', 'releases', 'override'];

function fail(message) {
  console.error(message);
  process.exit(1);
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'publish-only': { type: 'boolean', default: false },
    canary: { type: 'string' },
    promote: { type: 'boolean', default: false },
    url: { type: 'string' },
    minutes: { type: 'string' },
    from: { type: 'string' },
    prune: { type: 'boolean', default: false },
    keep: { type: 'string', default: String(RETENTION.keep) },
    days: { type: 'string', default: String(RETENTION.days) },
  },
});
const [command, name] = positionals;
if (!COMMANDS.includes(command)) fail(`Unknown command "${command}". Use one of: ${COMMANDS.join(', ')}.`);
const remote = REMOTES.find((r) => r.team === name || r.dir === name);
if (!remote)
  fail(`Which remote? Name one of: ${REMOTES.map((r) => r.team).join(', ')} (e.g. npm run ${command} -- catalog).`);
const { team, dir } = remote;

const actor =
  process.env.RELEASE_ACTOR ||
  spawnSync('git', ['config', 'user.name'], { encoding: 'utf8' }).stdout?.trim() ||
  process.env.USER ||
  '';
const registryUrl = process.env.REGISTRY_URL || `http://localhost:${RELEASE_REGISTRY.port}`;
// The local stack's token is only ever offered to a registry on this machine.
const isLocal = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(registryUrl).hostname);
const client = registryClient({
  registryUrl,
  token: process.env.RELEASE_TOKEN || (isLocal ? localReleaseTokenOf(team) : undefined),
  actor,
});
const siteUrl = process.env.SITE_URL || 'http://localhost:3000';
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** The build to publish: the folder given, or a production build of this checkout made now. */
function buildToPublish() {
  if (options.from) return path.resolve(options.from);
  const build = spawnSync(process.execPath, ['tools/build-all.mjs', dir], {
    cwd: ROOT,
    env: { ...process.env, OUTPUT_DIR: RELEASE_BUILD_DIR },
    stdio: 'inherit',
  });
  if (build.status !== 0) fail(`The build of ${dir} failed; nothing was published.`);
  return path.join(ROOT, dir, RELEASE_BUILD_DIR);
}

/** What visitors who allowed analytics felt, per version of the team seen in the last week: the canary and live first. */
async function printFigures({ live, canary }) {
  const { versions } = await client.figuresOf(team);
  const roleOf = (version) =>
    version === canary?.version.version ? 'canary' : version === live?.version ? 'live' : '';
  const rank = (figures) => ({ canary: 0, live: 1 })[roleOf(figures.version)] ?? 2;
  const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`);
  const percent = (rate) => `${(rate * 100).toFixed(1)}%`;
  console.log(`\nfield figures, last 7 days (visitors who allowed analytics; p75):`);
  if (versions.length === 0) console.log('  none yet');
  for (const v of [...versions].sort((a, b) => rank(a) - rank(b)).slice(0, 6))
    console.log(
      `  ${v.version.padEnd(14)}${roleOf(v.version).padEnd(7)} ${String(v.pageViews).padStart(6)} page views  LCP ${ms(v.lcpP75)}  INP ${ms(v.inpP75)}  errors ${percent(v.errorRate)}  load failures ${percent(v.loadFailureRate)}`,
    );
}

/** Refuses, with the reasons, a version the live host cannot run. */
async function checkCompatibility(version, contract) {
  let response;
  try {
    response = await fetch(new URL(HOST_CONTRACT_FILE, siteUrl), { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    fail(
      `The live host at ${siteUrl} (SITE_URL) does not answer (${error.cause?.code ?? error.message}): nothing was made live.`,
    );
  }
  if (!response.ok)
    fail(
      `The live host at ${siteUrl} (SITE_URL) answered ${response.status} for ${HOST_CONTRACT_FILE}, so ${version} cannot be checked against it: nothing was made live.`,
    );
  const problems = compatibilityProblems(await response.json(), team, contract);
  if (problems.length > 0)
    fail(`${team} ${version} would break the live host, so it was not made live:\n  - ${problems.join('\n  - ')}`);
}

const canaryShare = options.canary === undefined ? null : Number(options.canary);
if (canaryShare !== null && !(Number.isInteger(canaryShare) && canaryShare >= 1 && canaryShare <= 99))
  fail('--canary takes the share of visitors, a whole per cent from 1 to 99 (e.g. --canary 10).');
if (options.promote && (canaryShare !== null || options['publish-only'] || options.from))
  fail('--promote makes the running canary live; it takes no build, share or --publish-only.');

try {
  if (command === 'release' && options.promote) {
    const releases = await client.releasesOf(team);
    const { canary } = releases;
    if (!canary) fail(`${team} runs no canary to promote (npm run releases -- ${team} shows what is live).`);
    await printFigures(releases);
    await checkCompatibility(canary.version.version, canary.version.contract);
    const { previous } = await client.makeLive(team, canary.version.version);
    console.log(`${team} ${canary.version.version} is live for every visitor (was ${previous}), ${seconds()}`);
  } else if (command === 'release') {
    const root = buildToPublish();
    const manifest = JSON.parse(await readFile(path.join(root, 'mf-manifest.json'), 'utf8').catch(() => 'null'));
    if (manifest?.name !== team)
      fail(`${root} is not a build of ${dir}: its mf-manifest.json names no remote "${team}".`);
    const release = await releaseOf(root);
    const store = path.resolve(ROOT, process.env.RELEASE_STORE || '.releases');
    const stored = await publishToStore({ store, team, root, release });
    const contract = contractOf(manifest);
    await client.publish(team, { version: release.version, integrity: release.integrity, contract });
    console.log(`${team} ${release.version} ${stored} (${path.join(store, team, release.version)}), ${seconds()}`);
    if (canaryShare !== null) {
      await checkCompatibility(release.version, contract);
      const { live } = await client.startCanary(team, release.version, canaryShare);
      console.log(
        `${team} ${release.version} is a canary for ${canaryShare}% of visitors, beside ${live}: promote it with npm run release -- ${team} --promote, or end it with npm run rollback -- ${team}, ${seconds()}`,
      );
    } else if (!options['publish-only']) {
      await checkCompatibility(release.version, contract);
      const { previous } = await client.makeLive(team, release.version);
      const was = previous === release.version ? ', as it was already' : previous ? ` (was ${previous})` : '';
      console.log(`${team} ${release.version} is live${was}: pages composed from now on use it, ${seconds()}`);
    }
  } else if (command === 'override') {
    if (!options.url) fail('--url names the build to serve: the address of its mf-manifest.json.');
    const minutes = options.minutes === undefined ? undefined : Number(options.minutes);
    if (minutes !== undefined && !(Number.isInteger(minutes) && minutes >= 1))
      fail('--minutes is how long the override lasts, a whole number of minutes.');
    const { token, expiresAt } = await client.override(team, options.url, minutes);
    const link = new URL('/__override', siteUrl);
    link.searchParams.set('token', token);
    console.log(`Open this in your browser: ${team} then comes from ${options.url} there, until ${expiresAt}.`);
    console.log(link.href);
    console.log(`To go back: ${new URL('/__override?clear', siteUrl).href}`);
  } else if (command === 'rollback') {
    const { rollbackTo, canary, live: current } = await client.releasesOf(team);
    // With a canary, the rollback ends it: the live version, which the host runs now, stays.
    const after = canary ? current : rollbackTo;
    if (after && !canary) await checkCompatibility(after.version, after.contract);
    // The version checked, or the registry refuses (another rollback or release came in between).
    const { live, previous, canaryEnded } = await client.rollBack(team, after?.version);
    console.log(
      canaryEnded
        ? `${team} canary ${previous} ended: every visitor gets ${live} again, ${seconds()}`
        : `${team} rolled back: ${live} is live again (was ${previous}), ${seconds()}`,
    );
  } else if (options.prune) {
    const keep = Number(options.keep);
    const days = Number(options.days);
    if (!(Number.isInteger(keep) && keep >= 1 && Number.isFinite(days) && days >= 0))
      fail('--keep must be a whole number of at least 1, --days a number of days.');
    const store = path.resolve(ROOT, process.env.RELEASE_STORE || '.releases');
    const prunable = prunableVersions(await client.releasesOf(team), { keep, days });
    for (const version of prunable) await removeFromStore({ store, team, version });
    console.log(
      prunable.length > 0
        ? `${team}: removed ${prunable.join(', ')} from ${path.join(store, team)}`
        : `${team}: nothing to remove (the live version, the one a rollback brings back, those live in the last ${days} days and the last ${keep} published stay)`,
    );
  } else {
    const releases = await client.releasesOf(team);
    const { live, canary, versions, history } = releases;
    console.log(`${team}: ${live ? `${live.version} is live` : 'no version is live (its origin’s own build serves)'}`);
    if (canary) console.log(`${team}: ${canary.version.version} is a canary for ${canary.share}% of visitors`);
    console.log(`\nversions (${versions.length}):`);
    for (const v of versions)
      console.log(
        `  ${v.version}  published ${v.publishedAt} by ${v.publishedBy}  build ${v.contract?.buildId ?? '?'}`,
      );
    console.log('\nhistory:');
    for (const e of history)
      console.log(
        `  ${e.at}  ${e.action.padEnd(12)} ${e.version}${e.share ? ` on ${e.share}%` : ''}${e.previousVersion ? ` (was ${e.previousVersion})` : ''}  by ${e.actor}`,
      );
    await printFigures(releases);
  }
} catch (error) {
  fail(error.message);
}
