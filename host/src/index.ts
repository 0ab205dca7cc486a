import { holdEarlyInteractions } from './hydration/early-interactions';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from './hydration/hydration-contract';
import { reloadForNewBuild } from './hydration/reload-for-new-build';

// Presses on a pre-rendered page are held until their part hydrates (decision 0008); the loader may have begun it.
if (document.getElementById('root')?.hasAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE)) holdEarlyInteractions(document);

// For support, and it gives each build's application script its own name, so a page of one build never runs the
// next build's script (docs/decisions/0014).
document.documentElement.dataset.hostBuild = __BUILD_ID__;

// Async boundary: the federation runtime negotiates shared modules only if the application loads dynamically.
// A chunk of a build replaced under this page (a redeploy) is fetched again with the page.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: { name?: string; request?: string }) => {
  if (error?.name !== 'ChunkLoadError' || !reloadForNewBuild(String(error.request))) throw error;
});
