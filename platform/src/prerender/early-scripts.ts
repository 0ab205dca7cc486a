// A remote's early scripts (docs/interactivity.md), named in its manifest by exposed module, which the host adds
// beside that module's fragment: so a script always goes with the fragment of its build, and ships without the host.

const MANIFEST_KEY = 'earlyScripts';
/** A content-hashed JavaScript file under the remote's public path, as the build names them (early/<name>.<hash>.js). */
const EARLY_SCRIPT_FILE = /^early\/[a-z0-9][a-z0-9-]*\.[0-9a-f]{8,}\.js$/;

/**
 * Records the early scripts of a build in its manifest's metaData (Module Federation keeps it as it is).
 * @param scripts  exposed module -> file, relative to the remote's public path
 */
export function recordEarlyScripts(metaData: Record<string, unknown>, scripts: Record<string, string>): void {
  if (Object.keys(scripts).length > 0) metaData[MANIFEST_KEY] = { ...scripts };
}

/** The address of the early script a remote's manifest names for `module`, or null when it names none (or no file of its own). */
export function earlyScriptOf(manifest: unknown, module: string, publicPath: string): string | null {
  const file = (manifest as { metaData?: Record<string, Record<string, unknown> | undefined> } | null | undefined)
    ?.metaData?.[MANIFEST_KEY]?.[module];
  if (typeof file !== 'string' || !EARLY_SCRIPT_FILE.test(file)) return null;
  return new URL(file, publicPath).href;
}
