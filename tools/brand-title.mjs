// Build-time copies of the brand name (HTML titles) and monogram (favicon), read from shared/src/brand.ts so that
// renaming the label stays one edit.
import { readFileSync } from 'node:fs';

const source = readFileSync(new URL('../shared/src/brand.ts', import.meta.url), 'utf8');
export const BRAND_TITLE = /BRAND_NAME = '([^']+)'/.exec(source)?.[1] ?? 'Storefront';
export const BRAND_MONOGRAM = /BRAND_MONOGRAM = '([^']+)'/.exec(source)?.[1] ?? '';
