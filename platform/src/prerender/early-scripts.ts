// A remote's early scripts (docs/interactivity.md), named in its manifest so each goes with its build's fragment.

const MANIFEST_KEY = 'earlyScripts';
/** early/<name>.<hash>.js, under the remote's public path. */
const EARLY_SCRIPT_FILE = /^early\/[a-z0-9][a-z0-9-]*\.[0-9a-f]{8,}\.js$/;

/** Module Federation keeps metaData as it is. `scripts`: exposed module -> file under the public path. */
export function recordEarlyScripts(metaData: Record<string, unknown>, scripts: Record<string, string>): void {
  if (Object.keys(scripts).length > 0) metaData[MANIFEST_KEY] = { ...scripts };
}

/** Null when the manifest names none for `module`, or no file of its own. */
export function earlyScriptOf(manifest: unknown, module: string, publicPath: string): string | null {
  const file = (manifest as { metaData?: Record<string, Record<string, unknown> | undefined> } | null | undefined)
    ?.metaData?.[MANIFEST_KEY]?.[module];
  if (typeof file !== 'string' || !EARLY_SCRIPT_FILE.test(file)) return null;
  return new URL(file, publicPath).href;
}
