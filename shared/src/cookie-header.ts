/** Reads a cookie as js-cookie does (quotes dropped, %-escapes decoded); null if missing or badly escaped. */
export function cookieValueIn(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    let value = rest.join('=');
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    } catch {
      return null;
    }
  }
  return null;
}
