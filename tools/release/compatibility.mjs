// The compatibility gate of a release (docs/shipping-a-remote.md): a version is made live only if the host that is
// live can run it. The host's build says what it needs (host-contract.json, written by tools/rspack-config.mjs);
// each version was published with what it offers (its contract: release-files.mjs).
import { TEAM_REGISTRY } from '../../shared/src/team-registry.ts';

export const HOST_CONTRACT_FILE = 'host-contract.json';

const major = (version) => String(version ?? '').split('.')[0];

/** What a host build needs of the remotes: the modules it loads from each, and the singletons it shares. */
export function hostContractOf({ buildId, sharedVersions }) {
  return {
    buildId,
    requires: Object.fromEntries(
      TEAM_REGISTRY.filter(({ team }) => team !== 'host').map(({ team, exposes }) => [team, [...exposes]]),
    ),
    shared: sharedVersions,
  };
}

/** What keeps the live host from running this version of `team`, in words; empty when nothing does. */
export function compatibilityProblems(hostContract, team, versionContract) {
  const problems = [];
  const exposes = new Set(versionContract.exposes ?? []);
  for (const module of hostContract.requires?.[team] ?? [])
    if (!exposes.has(module))
      problems.push(`the live host loads ${team}/${module}, which this version does not expose`);
  for (const [name, hostVersion] of Object.entries(hostContract.shared ?? {})) {
    const offered = versionContract.shared?.[name];
    if (!offered) continue; // a library the remote does not use
    if (!offered.singleton)
      problems.push(`${name} must be shared as one instance (a singleton), as the host shares it`);
    if (major(offered.version) !== major(hostVersion))
      problems.push(
        `${name} ${offered.version} in this version, ${hostVersion} in the live host: another major version`,
      );
  }
  return problems;
}
