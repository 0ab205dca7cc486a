const RELOADED_FOR = 'storefront:reloaded-for';

/**
 * The host's own script failed to load: most likely the host was redeployed or rolled back between this page's
 * HTML and its scripts, whose names carry the old build's hashes (docs/decisions/0014). The page is loaded again,
 * once per failing script and tab, to get the current build's HTML; a script that fails again is an outage, and
 * the pre-rendered page stays as it is.
 * @returns whether the page is being reloaded
 */
export function reloadForNewBuild(failedScript: string, location: Pick<Location, 'reload'> = window.location): boolean {
  try {
    if (window.sessionStorage.getItem(RELOADED_FOR) === failedScript) return false;
    window.sessionStorage.setItem(RELOADED_FOR, failedScript);
  } catch {
    return false; // without storage a reload could repeat for ever
  }
  location.reload();
  return true;
}
