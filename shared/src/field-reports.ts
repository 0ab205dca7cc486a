/**
 * The field reports contract: what a page of a visitor who allowed analytics sends to the release registry
 * (host/src/field-figures/), and what the registry accepts (platform/src/registry/field-figures.ts).
 */

/** A release's version name, as the release registry gives them. */
export const RELEASE_VERSION_PATTERN = '^[a-z0-9][a-z0-9._-]{0,63}$';

export const FIELD_FIGURE_KINDS = ['lcp', 'inp', 'cls', 'first-input-delay', 'load-failure', 'slot-error'] as const;
export type FieldFigureKind = (typeof FIELD_FIGURE_KINDS)[number];

/** How coarsely a report names the device, and no finer. */
export const DEVICE_CLASSES = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The host's own part of a page, beside the remotes: its figures are reported under this name, with its build. */
export const HOST_PART = 'host';

/** How long the field figures of a visitor who allowed analytics are kept (the privacy policy states it). */
export const FIELD_REPORT_DAYS = 90;

/** One page's report. */
export interface FieldReport {
  device: DeviceClass;
  /** The version of each part the report speaks of, by team. */
  versions: Record<string, string>;
  /** The teams whose part this report counts a page view of: each once a page, in the first report that has it. */
  viewed: string[];
  figures: { kind: FieldFigureKind; team: string; value?: number }[];
}
