/** @jest-environment node */
// The double opt-in as a visitor and a mail client live it: signup, mail, confirm, unsubscribe, export.
import { describe, expect, jest, test } from '@jest/globals';
import { exportedRows, postJson, signupBody, SITE_ORIGIN, collectorPerTest } from './collector-test-support.ts';

jest.setTimeout(30_000);

const start = collectorPerTest();

describe('signing up', () => {
  test('stores the address as pending and mails a link to the site’s confirmation page in the visitor’s language', async () => {
    const { url, mailsTo } = await start();
    const response = await postJson(
      `${url}/api/newsletter`,
      signupBody('Ana@Example.com', { language: 'es', page: '/collections/carriel' }),
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'confirmation_sent' });

    const [mail, ...others] = await mailsTo('ana@example.com');
    expect(others).toHaveLength(0);
    const confirm = new URL(mail?.links.find((link) => link.includes('/newsletter/confirm')) ?? '');
    expect(confirm.origin).toBe(SITE_ORIGIN);
    expect(confirm.searchParams.get('lng')).toBe('es');
    expect(confirm.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await exportedRows(url)).toEqual([]); // the default export is the confirmed list
    const [pending] = await exportedRows(url, '?status=pending');
    expect(pending).toMatchObject({
      email: 'Ana@Example.com',
      status: 'pending',
      language: 'es',
      page: '/collections/carriel',
      consent_text_version: '2026-11-25',
    });
  });

  test('answers the same for a new, a pending and a confirmed address, and mails only when it should', async () => {
    const { url, mailsTo, confirmationTokenOf } = await start();
    const answers: string[] = [];
    const answer = async (email: string) => {
      const response = await postJson(`${url}/api/newsletter`, signupBody(email));
      answers.push(`${response.status} ${await response.text()}`);
    };
    await answer('new@example.com');
    await answer('new@example.com'); // pending, mailed a moment ago: no second mail
    expect(await mailsTo('new@example.com')).toHaveLength(1);
    await postJson(`${url}/api/newsletter/confirm`, { token: await confirmationTokenOf('new@example.com') });
    await answer('NEW@example.com '); // confirmed: nothing to send
    expect(await mailsTo('new@example.com')).toHaveLength(1);
    expect(new Set(answers)).toEqual(new Set(['202 {"status":"confirmation_sent"}']));
  });

  test('sends a pending address a new link once the resend interval has passed, and the old link stops working', async () => {
    let clock = new Date('2026-11-25T10:00:00Z');
    const { url, mailsTo, confirmationTokenOf } = await start({ now: () => clock });
    await postJson(`${url}/api/newsletter`, signupBody('again@example.com'));
    const first = await confirmationTokenOf('again@example.com');
    clock = new Date('2026-11-25T10:11:00Z');
    await postJson(`${url}/api/newsletter`, signupBody('again@example.com'));
    expect(await mailsTo('again@example.com')).toHaveLength(2);
    const second = await confirmationTokenOf('again@example.com');
    expect(second).not.toBe(first);
    expect((await postJson(`${url}/api/newsletter/confirm`, { token: first })).status).toBe(404);
    expect((await postJson(`${url}/api/newsletter/confirm`, { token: second })).status).toBe(200);
  });
});

describe('confirming', () => {
  test('confirms once and keeps the proof; the same link again says it was used', async () => {
    let clock = new Date('2026-11-25T10:00:00Z');
    const { url, confirmationTokenOf } = await start({ now: () => clock });
    await postJson(
      `${url}/api/newsletter`,
      signupBody('proof@example.com', { language: 'es', page: '/news/ibiza-popup' }),
    );
    const token = await confirmationTokenOf('proof@example.com');
    clock = new Date('2026-11-25T11:30:00Z');

    const confirmed = await postJson(`${url}/api/newsletter/confirm`, { token }, { Origin: SITE_ORIGIN });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(await confirmed.json()).toEqual({ status: 'confirmed' });
    const [row] = await exportedRows(url);
    expect(row).toMatchObject({
      email: 'proof@example.com',
      status: 'confirmed',
      signed_up_at: '2026-11-25T10:00:00.000Z',
      confirmed_at: '2026-11-25T11:30:00.000Z',
      consent_text_version: '2026-11-25',
      language: 'es',
      page: '/news/ibiza-popup',
    });
    expect(row?.unsubscribe_url).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);

    const reused = await postJson(`${url}/api/newsletter/confirm`, { token });
    expect([reused.status, await reused.json()]).toEqual([409, { error: 'token_used' }]);
  });

  test('refuses an expired link with 410 and an unknown or malformed one with 404', async () => {
    let clock = new Date('2026-11-25T10:00:00Z');
    const { url, confirmationTokenOf } = await start({ now: () => clock });
    await postJson(`${url}/api/newsletter`, signupBody('late@example.com'));
    const token = await confirmationTokenOf('late@example.com');
    clock = new Date('2026-11-27T10:00:01Z'); // 48 hours and a second later
    const expired = await postJson(`${url}/api/newsletter/confirm`, { token });
    expect([expired.status, await expired.json()]).toEqual([410, { error: 'token_expired' }]);
    for (const wrong of ['A'.repeat(43), 'short', 42, null]) {
      const response = await postJson(`${url}/api/newsletter/confirm`, { token: wrong });
      expect([wrong, response.status, await response.json()]).toEqual([wrong, 404, { error: 'token_invalid' }]);
    }
    expect(await exportedRows(url)).toEqual([]);
  });

  test('purges pending signups older than the retention period at start, and keeps the confirmed ones', async () => {
    let clock = new Date('2026-11-01T10:00:00Z');
    const first = await start({ now: () => clock });
    const { dataDir } = first;
    await postJson(`${first.url}/api/newsletter`, signupBody('stale@example.com'));
    await postJson(`${first.url}/api/newsletter`, signupBody('kept@example.com'));
    await postJson(`${first.url}/api/newsletter/confirm`, {
      token: await first.confirmationTokenOf('kept@example.com'),
    });
    await first.collector.close();
    await first.catcher.close();

    clock = new Date('2026-11-08T10:00:01Z');
    const second = await start({ now: () => clock, dataDir });
    expect((await exportedRows(second.url, '?status=all')).map((row) => [row.email, row.status])).toEqual([
      ['kept@example.com', 'confirmed'],
    ]);
    expect(second.logLines).toContainEqual(expect.objectContaining({ event: 'pending-purged', count: 1 }));
  });
});

describe('leaving', () => {
  test('every mail offers a one-click unsubscribe (RFC 8058) that works from a mail client’s POST', async () => {
    const { url, mailsTo, confirmationTokenOf } = await start();
    await postJson(`${url}/api/newsletter`, signupBody('leaver@example.com'));
    await postJson(`${url}/api/newsletter/confirm`, { token: await confirmationTokenOf('leaver@example.com') });
    const [mail] = await mailsTo('leaver@example.com');
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(mail?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    expect(
      oneClick.startsWith(`${url.replace('127.0.0.1', 'localhost')}/api/newsletter/unsubscribe?token=`) ||
        oneClick.includes('/api/newsletter/unsubscribe?token='),
    ).toBe(true);

    const target = `${url}${new URL(oneClick).pathname}${new URL(oneClick).search}`;
    const withoutBody = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'x=y',
    });
    expect(withoutBody.status).toBe(400);
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect([response.status, await response.json()]).toEqual([200, { status: 'unsubscribed' }]);
    expect(await exportedRows(url)).toEqual([]);
    expect((await exportedRows(url, '?status=unsubscribed')).map((row) => row.email)).toEqual(['leaver@example.com']);
  });

  test('the mail’s one-click address and the export’s are the same, under a public address with a path', async () => {
    const publicUrl = 'https://shop.example/collector';
    const { url, mailsTo, confirmationTokenOf } = await start({ publicUrl });
    await postJson(`${url}/api/newsletter`, signupBody('prefixed@example.com'));
    await postJson(`${url}/api/newsletter/confirm`, { token: await confirmationTokenOf('prefixed@example.com') });
    const [mail] = await mailsTo('prefixed@example.com');
    const oneClick = /^<(.+)>$/.exec(mail?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    expect(oneClick).toMatch(
      /^https:\/\/shop\.example\/collector\/api\/newsletter\/unsubscribe\?token=\d+\.[\w-]{43}&lng=en$/,
    );
    const [row] = await exportedRows(url);
    expect(row?.unsubscribe_url).toBe(oneClick);
  });

  test('a mail client that opens a Spanish mail’s one-click address lands on the unsubscribe page in Spanish', async () => {
    const { url, mailsTo, confirmationTokenOf } = await start();
    await postJson(`${url}/api/newsletter`, signupBody('lucia@example.com', { language: 'es' }));
    await postJson(`${url}/api/newsletter/confirm`, { token: await confirmationTokenOf('lucia@example.com') });
    const [mail] = await mailsTo('lucia@example.com');
    const oneClick = new URL(/^<(.+)>$/.exec(mail?.headers['list-unsubscribe'] ?? '')?.[1] ?? '');
    const redirected = await fetch(`${url}${oneClick.pathname}${oneClick.search}`, { redirect: 'manual' });
    expect(redirected.status).toBe(303);
    const page = new URL(redirected.headers.get('location') ?? '');
    expect([page.pathname, page.searchParams.get('lng')]).toEqual(['/newsletter/unsubscribe', 'es']);
    expect(page.searchParams.get('token')).toBe(oneClick.searchParams.get('token'));
    const [row] = await exportedRows(url);
    expect(row?.unsubscribe_url).toBe(oneClick.href);
  });

  test('the site’s unsubscribe page works with the mail’s link; a forged token is refused; a GET lands on the page', async () => {
    const { url, unsubscribeTokenOf, confirmationTokenOf } = await start();
    await postJson(`${url}/api/newsletter`, signupBody('page@example.com'));
    await postJson(`${url}/api/newsletter/confirm`, { token: await confirmationTokenOf('page@example.com') });
    const token = await unsubscribeTokenOf('page@example.com');

    const forged = await postJson(
      `${url}/api/newsletter/unsubscribe`,
      { token: token.replace(/^\d+/, '999') },
      { Origin: SITE_ORIGIN },
    );
    expect([forged.status, await forged.json()]).toEqual([404, { error: 'token_invalid' }]);
    const redirected = await fetch(`${url}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      redirect: 'manual',
    });
    expect(redirected.status).toBe(303);
    expect(redirected.headers.get('location')).toBe(
      `${SITE_ORIGIN}/newsletter/unsubscribe?token=${encodeURIComponent(token)}&lng=en`,
    );

    const left = await postJson(`${url}/api/newsletter/unsubscribe`, { token }, { Origin: SITE_ORIGIN });
    expect([left.status, await left.json()]).toEqual([200, { status: 'unsubscribed' }]);
    expect(await exportedRows(url)).toEqual([]);

    // Signing up again starts the double opt-in again.
    await postJson(`${url}/api/newsletter`, signupBody('page@example.com'));
    expect((await exportedRows(url, '?status=pending')).map((row) => row.email)).toEqual(['page@example.com']);
  });
});
