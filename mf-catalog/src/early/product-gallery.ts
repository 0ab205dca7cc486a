// The catalog team's early script: shipped beside the pre-rendered product pages, it defines the gallery's element,
// which answers the arrows and dots from the first paint on. Built on its own (tools/rspack-config.mjs,
// earlyScripts) and put on the page by the host's server, from this remote's manifest.
import { defineGalleryElement } from '../product/gallery-element';

defineGalleryElement();
