// The catalog's early script: defines the gallery's element so pre-rendered product pages answer from first paint.
// Built on its own (tools/rspack-config.mjs, earlyScripts); the host's server adds it from this remote's manifest.
import { defineGalleryElement } from '../product/gallery-element';

defineGalleryElement();
