/**
 * The value of cookie `name` in a `Cookie` request header (or `document.cookie`), decoded as js-cookie encodes
 * it; null when it is missing or its encoding is broken.
 */
export function cookieValueIn(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}
