/**
 * The URL in its canonical form (what `new URL` serialises), or an error naming the field when it is not an
 * absolute http(s) URL. The canonical form percent-encodes quotes and angle brackets, so it can go into an
 * HTML attribute and between the `<…>` of a List-Unsubscribe header.
 */
export function requireHttpUrl(field: string, value: string): string {
  const url = URL.parse(value);
  if (!url) throw new Error(`${field} must be an absolute http(s) URL`);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${field} must be an http(s) URL, got the scheme "${url.protocol}"`);
  }
  if (url.username || url.password) throw new Error(`${field} must not carry credentials`);
  return url.href;
}
