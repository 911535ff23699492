import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ack999 } from '../../../testing/carrierAcknowledgements';
import { submittedByAccount } from '../../../testing/journey';
import { writePolicyChange } from '../../../testing/policyChangeRows';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { validate834 } from '../../../testing/x12validator/validate834';
import { verdict999 } from '../../../testing/x12validator/verdict999';
import { signIn } from '../../contract/authCalls';
import { carrierFolders } from '../adapters/carrierFolders';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import { type AuditOutcome, confirmAuditFile, makeAuditFile } from './auditFile';
import { auditFileCommand } from './auditFileCommand';
import type { FeedContext } from './feedContext';
import { sendDueFiles } from './feedSending';
import { feedContextOf, runFeedRound } from './feedWorker';

/**
 * The audit file (issue 41): every member of a carrier in force (BGN08 4, INS03 030), and its guard: a
 * file that would end 30 % or more of the members the carrier was told are covered is held until the
 * operator confirms it; one under 30 % is sent at once.
 */

const HARBORLINE = 1;
const JORDAN = { eprocess: 'rep', agent_id: 1, platform_group_id: 1 };
let t: TestApp;
let context: FeedContext;
let clock = Date.parse('2026-11-23T12:00:00Z');
const round = () => runFeedRound(context, () => {});

beforeAll(async () => {
  t = await startTestApp({
    now: () => {
      clock += 1000;
      return new Date(clock);
    },
  });
  context = feedContextOf(t.deps);
});
afterAll(() => t.close());

/** `count` dental enrollments (Harborline, one member each), filed and sent. */
async function sentEnrollments(count: number) {
  // Signed in anew: the clock moves by months between the tests.
  const jordan = t.browser();
  await jordan.ok(signIn, { body: { username: 'jordan.ellis@example.com', password: DEMO_PASSWORD } });
  const made: { id: string; policyId: string }[] = [];
  for (let n = 0; n < count; n += 1) made.push(await submittedByAccount(jordan, JORDAN));
  await round();
  return made;
}

/** Ends a policy's coverage on `on` (ISO) as a termination would, its item left pending (not yet told). */
const terminate = (enrollmentId: string, on: string) =>
  writePolicyChange(
    t.deps,
    enrollmentId,
    { kind: 'terminate', effectiveDate: on, end: { on } },
    new Date(clock),
  );

const outbound = () => carrierFolders(t.deps.config.dataDir, HARBORLINE).outbound;
const sentFile = (name: string) => path.join(outbound(), name);

function audited(outcome: AuditOutcome | string): AuditOutcome {
  if (typeof outcome === 'string') throw new Error(outcome);
  return outcome;
}

describe(`the audit file and its guard (${TEST_DIALECT})`, () => {
  it('lists exactly the members in force, each 030 under BGN08 4, and is sent', async () => {
    const [ended, ...kept] = await sentEnrollments(4);
    if (!ended) throw new Error('no enrollment');
    await terminate(ended.id, '2026-12-31');
    await round(); // the termination is told
    clock = Date.parse('2027-02-01T12:00:00Z');

    const outcome = audited(await makeAuditFile(context, HARBORLINE));
    expect(outcome).toMatchObject({ listed: 3, told: 3, ending: 0, held: false });
    await sendDueFiles(context);
    const text = fs.readFileSync(sentFile(outcome.fileName), 'utf8');
    const validation = validate834(text);
    expect(validation.findings.length === 0 ? '' : verdict999(validation)).toBe('');
    const segments = text.split('~');
    const subscribers = segments.filter((s) => s.startsWith('REF*0F')).map((s) => s.slice('REF*0F*'.length));
    expect(subscribers.sort()).toEqual(kept.map((e) => e.policyId).sort());
    expect(segments.filter((s) => s.startsWith('BGN')).every((s) => s.endsWith('****4'))).toBe(true);
    expect(segments.filter((s) => s.startsWith('INS'))).toEqual(Array(3).fill('INS*Y*18*030*XN*A***AC'));
    expect(segments.filter((s) => s.startsWith('HD')).every((s) => s.startsWith('HD*030**DEN*'))).toBe(true);

    // The carrier's 999 for it is read and kept on the file, not set aside as matching nothing.
    const file = await t.deps.db
      .selectFrom('carrier_feed_files')
      .select('interchange_number')
      .where('file_name', '=', outcome.fileName)
      .executeTakeFirstOrThrow();
    const inbound = carrierFolders(t.deps.config.dataDir, HARBORLINE).inbound;
    fs.mkdirSync(inbound, { recursive: true });
    const sets = [1, 2, 3].flatMap((n) => [`AK2*834*${String(n).padStart(4, '0')}*005010X220A1`, 'IK5*A']);
    fs.writeFileSync(
      path.join(inbound, '999_audit.x12'),
      ack999({ control: 9901 }, { group: file.interchange_number, loops: sets, ak9: 'AK9*A*3*3*3' }),
    );
    await round();
    expect(fs.readdirSync(path.join(inbound, 'done'))).toContain('999_audit.x12');
    const answered = await t.deps.db
      .selectFrom('carrier_feed_files')
      .select('acknowledged_at')
      .where('file_name', '=', outcome.fileName)
      .executeTakeFirstOrThrow();
    expect(answered.acknowledged_at).not.toBeNull();
  });

  it('holds a file that would end 30 % or more of the members told, and sends it once confirmed', async () => {
    const policies = await t.deps.db
      .selectFrom('coverage_spans')
      .select('enrollment_id')
      .where('carrier_id', '=', HARBORLINE)
      .where('end_date', 'is', null)
      .execute();
    expect(policies).toHaveLength(3);
    // Two of the three end without the carrier having been told (their changes not filed yet).
    for (const { enrollment_id } of policies.slice(0, 2)) await terminate(enrollment_id, '2027-01-31');

    const held = audited(await makeAuditFile(context, HARBORLINE));
    expect(held).toMatchObject({ listed: 1, told: 3, ending: 2, held: true });
    await sendDueFiles(context);
    expect(fs.existsSync(sentFile(held.fileName))).toBe(false);

    expect(await confirmAuditFile(context, HARBORLINE, 'no_such_file.x12', 'operator')).toMatch(
      /no audit file/,
    );
    expect(await confirmAuditFile(context, HARBORLINE, held.fileName, 'operator')).toBeNull();
    expect(await confirmAuditFile(context, HARBORLINE, held.fileName, 'operator')).toMatch(
      /already confirmed/,
    );
    await sendDueFiles(context);
    expect(fs.existsSync(sentFile(held.fileName))).toBe(true);
    const file = await t.deps.db
      .selectFrom('carrier_feed_files')
      .select(['confirmed_by', 'sent_at'])
      .where('file_name', '=', held.fileName)
      .executeTakeFirstOrThrow();
    expect(file.confirmed_by).toBe('operator');
    expect(file.sent_at).not.toBeNull();
  });

  it('sends a file that would end fewer than 30 % at once', async () => {
    await round(); // the two terminations are told
    clock = Date.parse('2027-02-02T12:00:00Z');
    const [first] = await sentEnrollments(3);
    if (!first) throw new Error('no enrollment');
    // Told: the one left and the three new; one of four (25 %) ends untold.
    await terminate(first.id, '2027-02-01');
    const outcome = audited(await makeAuditFile(context, HARBORLINE));
    expect(outcome).toMatchObject({ listed: 3, told: 4, ending: 1, held: false });
    await sendDueFiles(context);
    expect(fs.existsSync(sentFile(outcome.fileName))).toBe(true);
  });
});

describe(`npm run catalog -- audit-file (${TEST_DIALECT})`, () => {
  async function command(carrier: string, confirm?: string) {
    const said: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((text: string) => said.push(text));
    const error = vi.spyOn(console, 'error').mockImplementation((text: string) => said.push(text));
    try {
      const code = await auditFileCommand(t.deps, carrier, confirm);
      return { code, said: said.join('\n') };
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  }

  it('says in plain words that a file is held, with the counts, and sends it once confirmed by name', async () => {
    await round(); // the last termination is told: three members remain
    clock = Date.parse('2027-03-02T12:00:00Z');
    const open = await t.deps.db
      .selectFrom('coverage_spans')
      .select('enrollment_id')
      .where('carrier_id', '=', HARBORLINE)
      .where('end_date', 'is', null)
      .execute();
    expect(open).toHaveLength(3);
    await terminate(open[0]?.enrollment_id ?? '', '2027-03-01');

    const held = await command('1');
    expect(held.code).toBe(3);
    const name = /HELD, not sent: audit file (834_1_\d{9}\.x12) lists 2 members/.exec(held.said)?.[1];
    expect(name, held.said).toBeDefined();
    expect(held.said).toContain(
      'would end 1 of the 3 members carrier 1 (Harborline Mutual) was told are covered (33 %)',
    );
    expect(held.said).toContain(`npm run catalog -- audit-file 1 --confirm ${name}`);
    await sendDueFiles(context);
    expect(fs.existsSync(sentFile(name ?? ''))).toBe(false);

    expect((await command('x')).code).toBe(1);
    const confirmed = await command('1', name);
    expect(confirmed).toEqual({
      code: 0,
      said: expect.stringMatching(new RegExp(`^Confirmed ${name} for carrier 1 \\(Harborline Mutual\\)`)),
    });
    await sendDueFiles(context);
    expect(fs.existsSync(sentFile(name ?? ''))).toBe(true);
  });
});

describe(`the monthly audit file (${TEST_DIALECT})`, () => {
  it('is made by the first round of a month for a carrier whose edi.audit is monthly, once that month', async () => {
    const row = await t.deps.db
      .selectFrom('carriers')
      .select('edi')
      .where('id', '=', HARBORLINE)
      .executeTakeFirstOrThrow();
    const audits = () =>
      t.deps.db
        .selectFrom('carrier_feed_files')
        .select(['file_name', 'created_at'])
        .where('carrier_id', '=', HARBORLINE)
        .where('kind', '=', 'audit')
        .where('created_at', '>=', '2027-04-01')
        .execute();
    clock = Date.parse('2027-04-01T06:00:00Z');
    await round();
    expect(await audits()).toHaveLength(0);
    await t.deps.db
      .updateTable('carriers')
      .set({ edi: JSON.stringify({ ...JSON.parse(row.edi ?? '{}'), audit: 'monthly' }) })
      .where('id', '=', HARBORLINE)
      .execute();
    await round();
    await round();
    const made = await audits();
    expect(made).toHaveLength(1);
    expect(fs.existsSync(sentFile(made[0]?.file_name ?? ''))).toBe(true);
    clock = Date.parse('2027-05-01T06:00:00Z');
    await round();
    expect(await audits()).toHaveLength(2);
  });
});
