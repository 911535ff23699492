import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_FILTER } from '../../testing/journey';
import { alive, killGroup, type RunningProcess } from '../../testing/processGroup';
import { startBudgetMs, timeoutForStarts } from '../../testing/processStart';
import { RealBrowser } from '../../testing/realBrowser';
import { type RoundRobinProxy, startRoundRobinProxy, UPSTREAM_HEADER } from '../../testing/roundRobinProxy';
import { freePort, startServer } from '../../testing/serverProcess';
import { type SmtpPeer, startSmtpPeer } from '../../testing/smtpPeer';
import { signIn, signOut } from '../contract/authCalls';
import { addFilterForNewUser, getEnrollmentTempInfo } from '../contract/filterCalls';
import { getAgentMembers } from '../contract/memberCalls';
import { continueEnrollment, saveEnrollment } from '../contract/saveEnrollmentCalls';
import { saveScreenshot } from '../contract/screenshotCalls';
import { createDb } from './db/database';
import { migrate } from './migrations/migrate';
import { DEMO_PASSWORD } from './seed/demoAccounts';

/**
 * Two real app nodes (src/server/main.ts, each its own process and DATA_DIR) on one PostgreSQL
 * database behind one address (a round-robin proxy): what one node writes, the other honours.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;
/** A real 1×1 PNG, base64. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const REP = 'priya.nair@example.com';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The node that answered through the proxy (x-upstream), null when a node was called directly. */
const upstreamOf = (answer: { headers: Headers }) => answer.headers.get(UPSTREAM_HEADER);

/** A browser at a client address (sent as X-Forwarded-For, which the nodes trust from 127.0.0.1). */
const visitor = (address: string) => new RealBrowser('', address);

/**
 * A slow link to the SMTP peer: each reply of the mail server arrives `delayMs` late, so handing over
 * one message takes a few hundred milliseconds and the two nodes' outbox rounds overlap.
 */
async function slowLink(target: string, delayMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.once('error', () => undefined);
    }
    client.pipe(upstream);
    // Equal delays keep the order of the replies.
    upstream.on('data', (chunk: Buffer) => setTimeout(() => client.write(chunk), delayMs));
    upstream.once('end', () => setTimeout(() => client.end(), delayMs));
    client.once('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: own } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${own}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Waits until `check` is true, or fails after `timeoutMs`. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

interface Node {
  name: 'A' | 'B';
  url: string;
  port: number;
  child: ChildProcess | null;
  /** The DATA_DIR it was last started with. */
  dataDir: string;
}

describe.skipIf(!ADMIN_URL)('two app nodes on one PostgreSQL server behind one address', () => {
  const adminUrl = String(ADMIN_URL);
  const dbName = `bs_two_nodes_${randomBytes(6).toString('hex')}`;
  let dbUrl = '';
  const key = randomBytes(32).toString('hex');
  const dataDirs: string[] = [];
  const running: RunningProcess[] = [];
  /** Why a node's start failed, as soon as it failed (a node may fail while the other still waits at the lock). */
  const failedStarts: string[] = [];
  const started: Record<string, string> = {};
  let nodes: { A: Node; B: Node };
  let peer: SmtpPeer;
  let mailLink: Awaited<ReturnType<typeof slowLink>>;
  let proxy: RoundRobinProxy;
  let db: pg.Client;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  /** Starts the real server for a node; its own DATA_DIR, the shared database, key and mail server. */
  const start = async (node: Node) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bs-node-${node.name}-`));
    dataDirs.push(dataDir);
    node.dataDir = dataDir;
    const child = await startServer(node.port, {
      DATABASE_URL: dbUrl,
      ENCRYPTION_KEY: key,
      SMTP_URL: mailLink.url,
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: dataDir,
      // The stream of writes below starts hundreds of enrollments from one client address.
      NEW_ENROLLMENTS_PER_ADDRESS: '1000000',
    }).catch((error: unknown) => {
      failedStarts.push(`node ${node.name}: ${String(error)}`);
      throw error;
    });
    running.push(child);
    node.child = child;
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
    peer = await startSmtpPeer();
    mailLink = await slowLink(peer.url, 60);
    const [portA, portB] = [await freePort(), await freePort()];
    const node = (name: 'A' | 'B', port: number): Node => ({
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      child: null,
      dataDir: '',
    });
    nodes = { A: node('A', portA), B: node('B', portB) };

    // Both nodes are deployed at once on the new, empty database. The schema is made first, and a
    // lock on the plans table holds them at the seeding (one at its "is the catalog empty?" look, the
    // other at the seeding lock before it) until both are there: then they race to load it, every time.
    const schema = createDb({ databaseUrl: dbUrl, sqliteFile: '' });
    await migrate(schema);
    await schema.destroy();
    db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    await db.query('BEGIN');
    await db.query('LOCK TABLE plans IN ACCESS EXCLUSIVE MODE');
    const both = Promise.allSettled([start(nodes.A), start(nodes.B)]);
    const watcher = new pg.Client({ connectionString: adminUrl });
    await watcher.connect();
    const waitingOnLocks = async () =>
      (
        await watcher.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = $1 AND wait_event_type = 'Lock' AND (query LIKE $2 OR query LIKE $3)`,
          [dbName, '%"plans"%', '%pg_advisory_xact_lock%'],
        )
      ).rows[0]?.n ?? 0;
    await until(
      'both nodes at the lock',
      async () => {
        if (failedStarts.length > 0) throw new Error(`a node ended early: ${failedStarts.join('\n')}`);
        return (await waitingOnLocks()) >= 2;
      },
      // The nodes' way to the lock is part of their start: the start budget.
      startBudgetMs(),
    ).finally(() => watcher.end());
    await db.query('COMMIT');
    for (const [index, result] of (await both).entries()) {
      const which = index === 0 ? nodes.A : nodes.B;
      started[which.name] = result.status === 'fulfilled' ? 'started' : String(result.reason);
      // A node that failed to start is started again, as a process manager would.
      if (result.status === 'rejected') await start(which);
    }
    proxy = await startRoundRobinProxy([
      { name: 'A', port: nodes.A.port },
      { name: 'B', port: nodes.B.port },
    ]);
    // Both nodes start at once (one budget), and a node that failed is started again (another).
  }, timeoutForStarts(2));

  // Without the seeding lock in seedIfEmpty (src/server/seed/seedCatalog.ts) both see no plans and
  // the slower exits with `duplicate key value violates unique constraint "carriers_pkey"`.
  it('both nodes start at once on an empty database', () => {
    expect(started).toEqual({ A: 'started', B: 'started' });
  });

  it('a session made on one node is honoured, and ended, on the other', async () => {
    const address = '198.51.100.10';
    const rep = visitor(address);
    const signedIn = await rep
      .at(proxy.url)
      .call(signIn, { body: { username: REP, password: DEMO_PASSWORD } });
    expect(signedIn.status).toBe(200);
    const query = { agent_id: signedIn.data?.agent_id };
    // Each node, called directly, knows the session; without its cookie it is refused.
    for (const node of [nodes.A, nodes.B]) {
      expect((await rep.at(node.url).call(getAgentMembers, { query })).status).toBe(200);
      expect((await visitor(address).at(node.url).call(getAgentMembers, { query })).status).toBe(401);
    }
    // Signed out on the node that did not sign in: the old cookie no longer works on the one that did.
    const first = upstreamOf(signedIn) === 'A' ? nodes.A : nodes.B;
    const other = first === nodes.A ? nodes.B : nodes.A;
    const oldCookie = rep.copy();
    expect((await rep.at(other.url).call(signOut)).status).toBe(200);
    expect((await oldCookie.at(first.url).call(getAgentMembers, { query })).status).toBe(401);
  });

  it('wrong passwords spread over both nodes are limited in total, as on one node', async () => {
    const guesser = visitor('203.0.113.20');
    const answers = [];
    for (let n = 0; n < 8; n += 1)
      answers.push(
        await guesser.at(proxy.url).call(signIn, { body: { username: REP, password: `wrong-${n}` } }),
      );
    expect(new Set(answers.map(upstreamOf))).toEqual(new Set(['A', 'B']));
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // Either node, called directly, now refuses this address even the right password.
    for (const node of [nodes.A, nodes.B]) {
      const right = await guesser.at(node.url).call(signIn, {
        body: { username: REP, password: DEMO_PASSWORD },
      });
      expect(right.status).toBe(429);
    }
  });

  it('a resume code asked for on one node resumes the enrollment on the other, once', async () => {
    const email = 'resume@two-nodes.example';
    const shopper = visitor('198.51.100.30');
    const created = await shopper.at(nodes.A.url).call(addFilterForNewUser, { body: ADULT_FILTER });
    const id = String(created.data?.temp_enrollment_id);
    const saved = await shopper.at(nodes.A.url).call(saveEnrollment, {
      body: { enrollment_id: id, email, tab: 'contact_info' },
    });
    expect(saved.status).toBe(200);
    await until('the resume code e-mail', () => peer.received.some((mail) => mail.to.includes(email)));
    const mail = peer.received.find((received) => received.to.includes(email));
    const code = /Your code: ([A-Z0-9]{8})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);

    const elsewhere = visitor('198.51.100.31');
    const resumed = await elsewhere.at(nodes.B.url).call(continueEnrollment, { body: { code, email } });
    expect(resumed.status).toBe(200);
    expect(resumed.data?.enrollment_id).toBe(id);
    const read = await elsewhere.at(nodes.B.url).call(getEnrollmentTempInfo, {
      query: { enrollment_id: id, column: 'filter_info' },
    });
    expect(read.status).toBe(200);
    // Spent on B, so A refuses it too.
    const again = await visitor('198.51.100.32').at(nodes.A.url).call(continueEnrollment, {
      body: { code, email },
    });
    expect(again.status).toBe(404);
  });

  it("a step picture saved through one node is kept in the shared database, not on that node's disk", async () => {
    const shopper = visitor('198.51.100.35');
    const created = await shopper.at(nodes.A.url).call(addFilterForNewUser, { body: ADULT_FILTER });
    const id = String(created.data?.temp_enrollment_id);
    const saved = await shopper.at(nodes.A.url).call(saveScreenshot, {
      body: { enrollment_id: id, name: 'review_info', image: `data:image/png;base64,${ONE_PIXEL_PNG}` },
    });
    expect(saved.status).toBe(200);
    const { rows } = await db.query<{ content: string }>(
      `SELECT blobs.content FROM screenshots JOIN blobs ON blobs.key = screenshots.blob_key
       WHERE screenshots.enrollment_id = $1`,
      [id],
    );
    expect(rows).toHaveLength(1);
    // Sealed with the shared key: not the picture's own bytes.
    expect(Buffer.from(rows[0]?.content ?? '', 'base64').includes(Buffer.from(ONE_PIXEL_PNG, 'base64'))).toBe(
      false,
    );
    expect(fs.existsSync(path.join(nodes.A.dataDir, 'blobs', 'screenshots'))).toBe(false);
  });

  it('the outbox sends each mail exactly once with both workers running', async () => {
    const addresses = Array.from({ length: 8 }, (_, n) => `outbox-${n}@two-nodes.example`);
    // Each shopper's enrollment is made on either node; then all save for later at once through the
    // proxy, so the mails wait together and both workers' rounds find them.
    const shoppers = await Promise.all(
      addresses.map(async (email, n) => {
        const shopper = visitor(`198.51.100.${40 + n}`);
        const where = n % 2 === 0 ? nodes.A : nodes.B;
        const created = await shopper.at(where.url).call(addFilterForNewUser, { body: ADULT_FILTER });
        return { shopper, email, id: created.data?.temp_enrollment_id };
      }),
    );
    const saves = await Promise.all(
      shoppers.map(({ shopper, email, id }) =>
        shopper
          .at(proxy.url)
          .call(saveEnrollment, { body: { enrollment_id: id, email, tab: 'contact_info' } }),
      ),
    );
    expect(saves.map((saved) => saved.status)).toEqual(addresses.map(() => 200));
    const queuedOn = new Set(saves.map(upstreamOf));
    expect(queuedOn).toEqual(new Set(['A', 'B']));
    const copies = (email: string) => peer.received.filter((mail) => mail.to.includes(email)).length;
    await until('every mail', () => addresses.every((email) => copies(email) >= 1), 30_000);
    const unsent = async () =>
      (
        await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM mail_outbox WHERE to_address LIKE 'outbox-%' AND sent_at IS NULL",
        )
      ).rows[0]?.n;
    await until('the outbox marked sent', async () => (await unsent()) === 0);
    // A round more of each worker (every 3 s): nothing goes out again.
    await sleep(3500);
    expect(addresses.map(copies)).toEqual(addresses.map(() => 1));
  });

  it('kill -9 of one node under a stream of writes: the other carries on, no acknowledged write lost', async () => {
    const writer = visitor('198.51.100.60');
    // The first write gives the browser its owner cookie; the writers share it (each write gives a new one).
    const first = await writer.at(proxy.url).call(addFilterForNewUser, { body: ADULT_FILTER });
    expect(first.status).toBe(200);
    const acknowledged: Array<{ id: string; dob: string; upstream: string | null; sentAt: number }> = [];
    const failedSentAt: number[] = [];
    let sequence = 0;
    let stop = false;
    const stream = async () => {
      while (!stop) {
        const n = sequence++;
        const dob = `${String((n % 12) + 1).padStart(2, '0')}/${String((n % 28) + 1).padStart(2, '0')}/${1950 + (n % 40)}`;
        const sentAt = Date.now();
        const answer = await writer
          .at(proxy.url)
          .call(addFilterForNewUser, { body: { ...ADULT_FILTER, dob } })
          .catch(() => null);
        const id = answer?.status === 200 ? answer.data?.temp_enrollment_id : undefined;
        if (id) acknowledged.push({ id, dob, upstream: answer ? upstreamOf(answer) : null, sentAt });
        else failedSentAt.push(sentAt);
      }
    };
    const writers = Array.from({ length: 4 }, stream);
    await sleep(1500);
    await killGroup(nodes.A.child as ChildProcess);
    // A is gone (its exit seen): from here on the proxy finds its port closed and goes to B.
    const killedAt = Date.now();
    await sleep(1500);
    stop = true;
    await Promise.all(writers);

    expect(acknowledged.filter((write) => write.upstream === 'A').length).toBeGreaterThan(5);
    const after = acknowledged.filter((write) => write.sentAt > killedAt);
    expect(after.length).toBeGreaterThan(5);
    expect(new Set(after.map((write) => write.upstream))).toEqual(new Set(['B']));
    // Only requests sent while A was dying may have failed (in flight there, not acknowledged).
    expect(failedSentAt.filter((sentAt) => sentAt > killedAt)).toEqual([]);

    // Every acknowledged write is in the database as it was written. (Read there, not through the
    // writers' browser: each new enrollment gives the browser a new owner key, and a request in flight
    // on A when it died may have moved the browser's enrollments to a key whose answer never came.)
    const readBack: string[] = [];
    for (const write of acknowledged) {
      const { rows } = await db.query<{ filter_info: string }>(
        'SELECT filter_info FROM enrollments WHERE id = $1',
        [write.id],
      );
      const stored = rows[0] ? (JSON.parse(rows[0].filter_info) as { dob?: string }) : undefined;
      if (stored?.dob === write.dob) readBack.push(write.id);
    }
    expect({ acknowledged: acknowledged.length, readable: readBack.length }).toEqual({
      acknowledged: acknowledged.length,
      readable: acknowledged.length,
    });
  });

  afterAll(async () => {
    for (const child of running) await killGroup(child);
    // No node is left behind.
    expect(running.filter((child) => alive(child.pid as number))).toEqual([]);
    await proxy?.close();
    await mailLink?.close();
    await peer?.close();
    await db?.end();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });
});
