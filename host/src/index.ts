import { holdEarlyInteractions } from './hydration/early-interactions';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from './hydration/hydration-contract';
import { reloadForNewBuild } from './hydration/reload-for-new-build';

// A pre-rendered page is on screen and in use while the application loads and hydrates: what the visitor
// presses meanwhile is held for the part it belongs to (decision 0008). The loader may have started this already.
if (document.getElementById('root')?.hasAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE)) holdEarlyInteractions(document);

// Which host build this page runs (docs/decisions/0014): for support, and it gives every build's application script
// a name of its own, so a page of the previous build never runs a script of the next one under the same name.
document.documentElement.dataset.hostBuild = __BUILD_ID__;

// Async boundary: shared modules (react, i18next…) are negotiated by the federation runtime before any of
// them is imported, which only works when the application itself is loaded through a dynamic import.
// A chunk of a build that was replaced under this page (a host redeploy) is fetched again with the page.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: { name?: string; request?: string }) => {
  if (error?.name !== 'ChunkLoadError' || !reloadForNewBuild(String(error.request))) throw error;
});
