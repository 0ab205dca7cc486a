import { holdEarlyInteractions } from './hydration/early-interactions';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from './hydration/hydration-contract';

// A pre-rendered page is on screen and in use while the application loads and hydrates: what the visitor
// presses meanwhile is held for the part it belongs to (decision 0008). The loader may have started this already.
if (document.getElementById('root')?.hasAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE)) holdEarlyInteractions(document);

// Async boundary: shared modules (react, i18next…) are negotiated by the federation runtime before any of
// them is imported, which only works when the application itself is loaded through a dynamic import.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
