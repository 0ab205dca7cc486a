// The catalog team's early script (issue 21): shipped beside the pre-rendered product pages, so that the
// gallery's arrows and dots answer before the application has arrived. Built on its own (tools/rspack-config.mjs,
// earlyScripts) and put on the page by the host's server, from this remote's manifest.
import { answerGalleryBeforeHydration } from '../product/gallery-before-hydration';

answerGalleryBeforeHydration(document);
