// The legal team's early script (issue 21): shipped beside the pre-rendered legal pages, so that the hub's tabs
// answer before the application has arrived. Built on its own (tools/rspack-config.mjs, earlyScripts) and put on
// the page by the host's server, from this remote's manifest.
import { answerLegalTabsBeforeHydration } from '../hub/tabs-before-hydration';

answerLegalTabsBeforeHydration(document);
