// `node tools/node24.mjs node tools/compose/scale-check.mjs`, after `npm run compose:up -- --scale`: what the scale
// profile proves, on the running stack (docs/deployment.md):
//   1. signups through the collector's public port are spread over the replicas (the balancer's log says which);
//   2. a mailed confirmation link is accepted once, then refused as used by whichever replica gets it again: one
//      database and one token secret behind the balancer;
//   3. with one replica killed, every signup is still accepted; started again, it takes its share again;
//   4. the CSV export (with NEWSLETTER_EXPORT_TOKEN, as compose:up was given it) lists the confirmed address.
import { compose, composeArgs } from './engine.mjs';
import { runningEngine, SCALE, waitUntilHealthy } from './stack.mjs';
import { probe, step } from './steps.mjs';
import { COLLECTOR, DEPLOYABLES, MAIL_CATCHER } from '../../platform/src/topology/topology.ts';

const COLLECTOR_URL = `http://localhost:${COLLECTOR.port}`;
const SITE_ORIGIN = `http://localhost:${DEPLOYABLES[0].port}`;
const engine = runningEngine();
const profile = ['--profile', SCALE.profile];
const run = Date.now().toString(36);
let sequence = 0;

async function post(path, body) {
  const response = await fetch(`${COLLECTOR_URL}${path}`, {
    method: 'POST',
    headers: { origin: SITE_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function signUp() {
  const email = `scale-${run}-${(sequence += 1)}@example.com`;
  const { status } = await post('/api/newsletter', { email, consent: true });
  if (status !== 202) throw new Error(`signup of ${email} answered ${status}, not 202`);
  return email;
}

/** The replicas' addresses that answered the balancer's last `count` requests for `method path`, from its JSON log. */
function upstreamsOfLast(count, method = 'POST', path = '/api/newsletter') {
  const { command, args, env } = composeArgs(engine, [...profile, 'logs', '--no-color', SCALE.balancer]);
  const lines = probe(command, args, { env })
    .stdout.split('\n')
    .map((line) => line.slice(line.indexOf('{')))
    .filter((line) => line.startsWith('{'));
  const posts = lines.map((line) => JSON.parse(line)).filter((entry) => entry.method === method && entry.path === path);
  return posts.slice(-count).map((entry) => entry.upstream.split(', ').at(-1));
}

async function confirmationToken(email) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const mails = await (
      await fetch(`http://localhost:${MAIL_CATCHER.port}/api/messages?to=${encodeURIComponent(email)}`)
    ).json();
    const link = mails.flatMap((mail) => mail.links ?? []).find((url) => url.includes('/newsletter/confirm'));
    if (link) return new URL(link).searchParams.get('token');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no confirmation mail for ${email} at the mail catcher`);
}

const [stopped] = SCALE.replicas;
try {
  await step('signups are spread over the replicas', async () => {
    const emails = [];
    for (let n = 0; n < 4; n += 1) emails.push(await signUp());
    const upstreams = upstreamsOfLast(4);
    console.log(`  answered by ${upstreams.join(', ')}`);
    if (new Set(upstreams).size < 2) throw new Error('every signup went to one replica');
    const token = await confirmationToken(emails[0]);
    const first = await post('/api/newsletter/confirm', { token });
    const second = await post('/api/newsletter/confirm', { token });
    console.log(
      `  confirmed through the balancer: ${first.status}, the same link again: ${second.status} (${second.body?.error})`,
    );
    if (first.status !== 200) throw new Error(`confirm answered ${first.status}`);
    const exportToken = process.env.NEWSLETTER_EXPORT_TOKEN;
    if (exportToken) {
      const csv = await (
        await fetch(`${COLLECTOR_URL}/api/newsletter/export.csv`, {
          headers: { authorization: `Bearer ${exportToken}` },
        })
      ).text();
      if (!csv.includes(`"${emails[0]}","confirmed"`))
        throw new Error(`the export does not list ${emails[0]} as confirmed`);
      console.log(`  the export lists ${emails[0]} as confirmed`);
    }
  });
  await step(`with ${stopped} killed, every signup is still accepted`, async () => {
    const { command, args, env } = composeArgs(engine, [...profile, 'ps', '-q', stopped]);
    const id = probe(command, args, { env }).stdout.trim();
    if (!probe(engine.cli, ['kill', id]).ok) throw new Error(`could not kill ${stopped}`);
    const started = Date.now();
    for (let n = 0; n < 6; n += 1) await signUp();
    console.log(`  6 signups accepted in ${Date.now() - started} ms, answered by ${upstreamsOfLast(6).join(', ')}`);
  });
  await step(`${stopped} started again takes its share again`, async () => {
    await compose(engine, [...profile, 'start', stopped], { quiet: true });
    await waitUntilHealthy(engine, [stopped]);
    const healthyAt = Date.now();
    // The balancer leaves a replica that failed out for 10 s (deploy/nginx/collector-balancer.conf) after its last
    // failed try, and it tried while the replica was down; and its kernel must first find the restarted replica's
    // new MAC address (docker-compose.yml, collector-balancer's sysctls). Health checks through the balancer (which no rate limit
    // counts, unlike signups: one client's signups would reach its per-client limit) show when it is back in the
    // rotation, for at most 40 s; then the next signups must reach both replicas.
    const deadline = Date.now() + 40_000;
    const healthAnsweredBy = new Set();
    while (healthAnsweredBy.size < 2) {
      if (Date.now() > deadline)
        throw new Error(
          `${stopped} was not back behind the balancer within 40 s of its start (answered by ${[...healthAnsweredBy].join(', ')})`,
        );
      const health = await fetch(`${COLLECTOR_URL}/healthz`);
      if (health.ok) healthAnsweredBy.add(upstreamsOfLast(1, 'GET', '/healthz')[0]);
      if (healthAnsweredBy.size < 2) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.log(
      `  back behind the balancer ${((Date.now() - healthyAt) / 1000).toFixed(1)} s after it passed its healthcheck`,
    );
    // Round robin, but a health check (the balancer's own) may slip between two signups: at most four.
    const answeredBy = new Set();
    for (let n = 0; n < 4 && answeredBy.size < 2; n += 1) {
      await signUp();
      answeredBy.add(upstreamsOfLast(1)[0]);
    }
    if (answeredBy.size < 2)
      throw new Error(`four signups after ${stopped} came back all went to ${[...answeredBy].join(', ')}`);
    console.log(`  answered by ${[...answeredBy].join(', ')}`);
  });
} finally {
  // Whatever failed, the replica is left running.
  compose(engine, [...profile, 'start', stopped], { quiet: true }).catch(() => {});
}
