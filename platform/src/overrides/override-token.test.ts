import { signOverride, verifyOverride } from './override-token.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const override = {
  team: 'catalog',
  url: 'http://localhost:4001/mf-manifest.json',
  expiresAt: Date.UTC(2026, 0, 1, 12),
};
const beforeExpiry = Date.UTC(2026, 0, 1, 11);

describe('override tokens', () => {
  it('carry the override the registry signed, until it expires', () => {
    const token = signOverride(override, SECRET);
    expect(verifyOverride(token, SECRET, beforeExpiry)).toEqual({ ok: true, override });
    expect(verifyOverride(token, SECRET, override.expiresAt)).toEqual({
      ok: false,
      reason: 'it expired at 2026-01-01T12:00:00.000Z',
    });
  });

  it('refuse a token signed with another secret, or changed after signing', () => {
    expect(verifyOverride(signOverride(override, `${SECRET}-other`), SECRET, beforeExpiry)).toMatchObject({
      ok: false,
      reason: 'its signature is not the registry’s',
    });
    const [, signature] = signOverride(override, SECRET).split('.');
    const otherUrl = Buffer.from(
      JSON.stringify({ ...override, url: 'https://evil.example/mf-manifest.json' }),
    ).toString('base64url');
    expect(verifyOverride(`${otherUrl}.${signature}`, SECRET, beforeExpiry)).toMatchObject({ ok: false });
    for (const garbage of ['', 'abc', 'a.b.c', '..', `${otherUrl}.`])
      expect(verifyOverride(garbage, SECRET, beforeExpiry)).toMatchObject({ ok: false });
  });
});
