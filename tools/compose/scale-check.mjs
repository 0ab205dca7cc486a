// `node tools/node24.mjs node tools/compose/scale-check.mjs`, after `npm run compose:up -- --scale`: what the scale
// profile proves, on the running stack (docs/deployment.md):
//   1. signups through the collector's public port are spread over the replicas (the balancer's log says which);
//   2. a mailed confirmation link is accepted once, then refused as used by whichever replica gets it again: one
//      database and one token secret behind the balancer;
//   3. with one replica killed, every signup is still accepted; started again, it takes its share again;
//   4. the CSV export (with NEWSLETTER_EXPORT_TOKEN, as compose:up was given it) lists the confirmed address;
//   5. pages through the site's public port are spread over the host replicas;
//   6. under load, one host replica killed with SIGKILL costs no failed request: the balancer sends a GET that
//      failed on it to the other; started again, it takes pages again.
import autocannon from 'autocannon';
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

/** A balancer's JSON log lines (deploy/nginx/*-balancer.conf) for `method path`, oldest first; its last `tail` only. */
function balancerLog(balancer, method, path, tail) {
  const logs = ['logs', '--no-color', ...(tail ? ['--tail', String(tail)] : []), balancer];
  const { command, args, env } = composeArgs(engine, [...profile, ...logs]);
  return probe(command, args, { env })
    .stdout.split('\n')
    .map((line) => line.slice(line.indexOf('{')))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.method === method && entry.path === path);
}

/** The replicas' addresses that answered a balancer's last `count` requests for `method path`. */
function upstreamsOfLast(count, method = 'POST', path = '/api/newsletter', balancer = SCALE.balancer) {
  return balancerLog(balancer, method, path, 200)
    .slice(-count)
    .map((entry) => entry.upstream.split(', ').at(-1));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a GET through a balancer four at a time until both replicas have answered among them, for at most 40 s;
 * returns the seconds taken. (Reading the balancer's log takes a while: it is read once per four requests.)
 */
async function untilBothAnswer(url, path, balancer, replica) {
  const started = Date.now();
  for (;;) {
    for (let n = 0; n < 4; n += 1) await (await fetch(url)).arrayBuffer();
    await sleep(200);
    const answeredBy = new Set(upstreamsOfLast(4, 'GET', path, balancer));
    if (answeredBy.size >= 2) return (Date.now() - started) / 1000;
    if (Date.now() - started > 40_000)
      throw new Error(
        `${replica} was not back behind the balancer within 40 s (answered by ${[...answeredBy].join(', ')})`,
      );
    await sleep(500);
  }
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
    // The balancer leaves a replica that failed out for 10 s (deploy/nginx/collector-balancer.conf) after its last
    // failed try, and it tried while the replica was down; and its kernel must first find the restarted replica's
    // new MAC address (docker-compose.yml, collector-balancer's sysctls). Health checks through the balancer (which no rate limit
    // counts, unlike signups: one client's signups would reach its per-client limit) show when it is back in the
    // rotation, for at most 40 s; then the next signups must reach both replicas.
    const seconds = await untilBothAnswer(`${COLLECTOR_URL}/healthz`, '/healthz', SCALE.balancer, stopped);
    console.log(`  back behind the balancer ${seconds.toFixed(1)} s after it passed its healthcheck`);
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

  const [hostKilled] = SCALE.hostReplicas;
  const page = '/collections/carriel';
  await step('pages are spread over the host replicas', async () => {
    for (let n = 0; n < 4; n += 1) await (await fetch(`${SITE_ORIGIN}${page}`)).arrayBuffer();
    const upstreams = upstreamsOfLast(4, 'GET', page, SCALE.hostBalancer);
    console.log(`  answered by ${upstreams.join(', ')}`);
    if (new Set(upstreams).size < 2) throw new Error('every page went to one host replica');
  });
  await step(`with ${hostKilled} killed by SIGKILL under load, no page fails`, async () => {
    const { command, args, env } = composeArgs(engine, [...profile, 'ps', '-q', hostKilled]);
    const id = probe(command, args, { env }).stdout.trim();
    const before = balancerLog(SCALE.hostBalancer, 'GET', page).length;
    // Bounded: 8 connections for 12 s on loopback; the kill 3 s in.
    const load = autocannon({ url: `${SITE_ORIGIN}${page}`, connections: 8, duration: 12, timeout: 10 });
    await sleep(3_000);
    if (!probe(engine.cli, ['kill', '--signal', 'KILL', id]).ok) throw new Error(`could not kill ${hostKilled}`);
    const result = await load;
    const during = balancerLog(SCALE.hostBalancer, 'GET', page).slice(before);
    const retried = during.filter((entry) => entry.upstream.includes(', ')).length;
    const failed = result.errors + result.timeouts + result.non2xx;
    console.log(
      `  ${result.requests.total} pages in 12 s (${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, max ${result.latency.max} ms): ${failed} failed; ${retried} sent again to the other replica by the balancer`,
    );
    // A failed page is what a visitor sees: it is reported first, whatever the balancer did.
    if (failed > 0)
      throw new Error(
        `${failed} of ${result.requests.total} pages failed (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
      );
    if (retried === 0) throw new Error(`the balancer sent no page again: was ${hostKilled} taking pages when killed?`);
  });
  await step(`${hostKilled} started again takes pages again`, async () => {
    await compose(engine, [...profile, 'start', hostKilled], { quiet: true });
    await waitUntilHealthy(engine, [hostKilled]);
    const seconds = await untilBothAnswer(`${SITE_ORIGIN}${page}`, page, SCALE.hostBalancer, hostKilled);
    console.log(`  back behind the balancer ${seconds.toFixed(1)} s after it passed its healthcheck`);
  });
} finally {
  // Whatever failed, the replicas are left running.
  await Promise.allSettled(
    [stopped, SCALE.hostReplicas[0]].map((replica) => compose(engine, [...profile, 'start', replica], { quiet: true })),
  );
}
