// Build-time copy of the brand name for HTML titles; it is read from shared/src/brand.ts so it stays one edit.
import { readFileSync } from 'node:fs';

const source = readFileSync(new URL('../shared/src/brand.ts', import.meta.url), 'utf8');
export const BRAND_TITLE = /BRAND_NAME = '([^']+)'/.exec(source)?.[1] ?? 'Storefront';
