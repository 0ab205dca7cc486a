// The legal team's early script: shipped beside the pre-rendered legal pages, it defines the hub's tabs element,
// which answers a tap and the arrow keys from the first paint on. Built on its own (tools/rspack-config.mjs,
// earlyScripts) and put on the page by the host's server, from this remote's manifest.
import { defineLegalTabsElement } from '../hub/legal-tabs-element';

defineLegalTabsElement();
