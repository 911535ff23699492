import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPlanCart, removePlanFromCart } from '../src/contract/cartCalls';
import { saveReviewInfo } from '../src/contract/enrollmentCalls';
import { addFilterForNewUser, getEnrollmentTempInfo } from '../src/contract/filterCalls';
import { ADULT_FILTER, checkedOutEnrollment, saveStepsToReview } from '../testing/journey';
import { whileProbing } from '../testing/probes';
import { holdConnections, rawExchange } from '../testing/rawHttp';
import type { RealBrowser } from '../testing/realBrowser';
import { type RealServer, startRealServer, stopEverything } from './realServer';
import { countInStore } from './storeFile';

/**
 * Attacks 20 to 23 (issue 26): bodies built to make the parser work, one address holding every
 * connection, an owner cookie planted by another host, and a cart emptied after checkout.
 */
let server: RealServer;
let secure: RealServer;

beforeAll(async () => {
  [server, secure] = await Promise.all([
    startRealServer(),
    // As the store runs behind TLS: PUBLIC_URL https makes every cookie Secure and __Host-.
    startRealServer({ PUBLIC_URL: 'https://store.example' }),
  ]);
});

afterAll(stopEverything);

describe('attack 20: JSON nested to make the parser work', () => {
  it('refuses 250,000 levels before parsing, on a call that takes large bodies and on one that does not', async () => {
    const deep = `${'['.repeat(250_000)}${']'.repeat(250_000)}`;
    const post = (path: string) =>
      fetch(`${server.url}/api/v1/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: deep,
      }).then(async (response) => ({ status: response.status, text: await response.text() }));
    const probed = await whileProbing(server.url, ['/healthz'], async () => {
      const answers = [];
      for (let n = 0; n < 10; n += 1) answers.push(await post('save-dependent-info'));
      answers.push(await post('add-filter-for-new-user'));
      return answers;
    });
    for (const answer of probed.answers.slice(0, 10)) {
      expect(answer.status).toBe(400);
      expect(answer.text).toContain('The request is nested too deeply');
    }
    // A call whose body is small by default refuses it for its size, before reading it.
    expect(probed.answers[10]?.status).toBe(413);
    expect(probed.slowestMs).toBeLessThan(1_000);
  });
});

describe('attack 21: one address holding every connection', () => {
  it('closes the connections one address opens past its cap; other addresses are served meanwhile', async () => {
    const half =
      'POST /api/v1/add-filter-for-new-user HTTP/1.1\r\nHost: store.test\r\nContent-Length: 500\r\n\r\n{';
    const held = await holdConnections(server.port, 1_100, '127.0.0.41');
    try {
      for (const socket of held) socket.write(half);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const open = held.filter((socket) => !socket.destroyed && !socket.readableEnded).length;
      expect(open).toBeLessThanOrEqual(128);
      const other = await rawExchange(
        server.port,
        'GET /healthz HTTP/1.1\r\nHost: store.test\r\nConnection: close\r\n\r\n',
        5_000,
        '127.0.0.42',
      );
      expect(other.answer).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});

describe('attack 22: an owner cookie planted by another host', () => {
  const reads = async (browser: RealBrowser, id: string) =>
    (await browser.call(getEnrollmentTempInfo, { query: { enrollment_id: id, column: 'filter_info' } }))
      .status;

  it('does not take a value the store did not sign, and makes a new key when the victim enrolls', async () => {
    // The measured attack: any 32 hex characters, planted in the victim's browser by a sibling host.
    const planted = 'a'.repeat(32);
    const victim = server.browser();
    victim.plantCookie('bs_owner', planted);
    const { temp_enrollment_id: id } = await victim.ok(addFilterForNewUser, { body: ADULT_FILTER });
    const attacker = server.browser();
    attacker.plantCookie('bs_owner', planted);
    expect(await reads(attacker, id)).toBe(404);
    // Planting the attacker's own, validly signed key does no better: the victim's enrollment gets a new one.
    const own = server.browser();
    await own.ok(addFilterForNewUser, { body: ADULT_FILTER });
    const signed = own.cookieValue('bs_owner');
    const second = server.browser();
    second.plantCookie('bs_owner', signed);
    const { temp_enrollment_id: secondId } = await second.ok(addFilterForNewUser, { body: ADULT_FILTER });
    expect(second.cookieValue('bs_owner')).not.toBe(signed);
    expect(await reads(own, secondId)).toBe(404);
    expect(await reads(second, secondId)).toBe(200);
  });

  it('on https names every cookie __Host-, which no other host can set', async () => {
    const response = await fetch(`${secure.url}/api/v1/add-filter-for-new-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADULT_FILTER),
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const line of cookies) {
      expect(line).toMatch(/^__Host-/);
      expect(line).toContain('Secure');
      expect(line).toContain('Path=/');
      expect(line).not.toMatch(/Domain=/i);
    }
  });
});

describe('attack 23: a cart emptied after checkout', () => {
  it('is not submitted, and no confirmation number is given', async () => {
    const shopper = server.browser();
    const id = await checkedOutEnrollment(shopper);
    await saveStepsToReview(shopper, id);
    const cart = await shopper.ok(getPlanCart, { query: { enrollment_id: id } });
    for (const line of cart.result) {
      await shopper.ok(removePlanFromCart, {
        body: { enrollment_id: id, plan_id: line.plan_id, plan_pricing_id: line.plan_pricing_id },
      });
    }
    const submitted = await shopper.call(saveReviewInfo, { body: { enrollment_id: id } });
    expect(submitted.status).toBe(409);
    expect(
      countInStore(
        server.dataDir,
        "SELECT count(*) AS n FROM enrollments WHERE id = ? AND status = 'open'",
        id,
      ),
    ).toBe(1);
  });
});
