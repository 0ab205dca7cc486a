// The legal team's early script (tools/rspack-config.mjs, earlyScripts; the host's server puts it, from this remote's
// manifest, beside the pre-rendered pages): the hub's tabs element answers from the first paint on.
import { defineLegalTabsElement } from '../hub/legal-tabs-element';

defineLegalTabsElement();
