/**
 * What pages of visitors who allowed analytics send (host/src/field-figures/) and the release registry accepts
 * (platform/src/registry/field-figures.ts).
 */

export const RELEASE_VERSION_PATTERN = '^[a-z0-9][a-z0-9._-]{0,63}$';

export const FIELD_FIGURE_KINDS = ['lcp', 'inp', 'cls', 'first-input-delay', 'load-failure', 'slot-error'] as const;
export type FieldFigureKind = (typeof FIELD_FIGURE_KINDS)[number];

/** No finer than this. */
export const DEVICE_CLASSES = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The name the host's own figures are reported under. */
export const HOST_PART = 'host';

/** How long figures are kept (the privacy policy states it). */
export const FIELD_REPORT_DAYS = 90;

export interface FieldReport {
  device: DeviceClass;
  versions: Record<string, string>;
  /** Each team once a page, in the first report that has its part. */
  viewed: string[];
  figures: { kind: FieldFigureKind; team: string; value?: number }[];
}
