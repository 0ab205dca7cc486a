export const CHROMIUM_PATH: string;
export const TEST_CHROMIUM_PATH: string;
export const CHROMIUM_PACKAGES: Record<string, string>;
export const CHROMIUM_ARGS: string[];
export function missingChromium(): string[];
