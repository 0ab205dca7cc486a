const RELOADED_FOR = 'storefront:reloaded-for';

/**
 * A failed host script most likely means a redeploy under this page (docs/decisions/0014): reload once per script
 * and tab. A second failure is an outage; the pre-rendered page stays.
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
