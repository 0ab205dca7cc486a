// The consent team's early script (issue 21): shipped beside the pre-rendered banner, so that its first two
// choices answer before the application has arrived. Built on its own (tools/rspack-config.mjs, earlyScripts) and
// put on the page by the host's server, from this remote's manifest.
import { answerBannerBeforeHydration } from '../cookie-consent/early-answer';

answerBannerBeforeHydration(document);
