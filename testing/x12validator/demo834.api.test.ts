import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../src/contract/authCalls';
import { carrierFolders } from '../../src/server/adapters/carrierFolders';
import { feedContextOf, runFeedRound } from '../../src/server/feed/feedWorker';
import { DEMO_PASSWORD } from '../../src/server/seed/demoAccounts';
import { agencyEdi, carrierEdis } from '../../src/server/x12/ediSettings';
import { BENEFICIARIES } from '../fixtures';
import { startTestApp, TEST_DIALECT, type TestApp } from '../testApp';
import { type Shape, submittedShape } from './demoShapes';
import { INSURANCE_LINE_MEANINGS } from './insuranceLines';
import { tokenize } from './tokenizer';
import { validate834 } from './validate834';
import { verdict999 } from './verdict999';

/**
 * Every enrollment shape the demo sells, across every category: the individual, the family with
 * spouse and child, life with beneficiaries, disability, accident (with the other supplemental
 * lines), a group employee with an enroller code, and a rep's.
 */
const SHAPES: Record<string, Shape & { by?: string }> = {
  'individual (dental, vision, medical, prescription)': { plans: [101, 111, 123, 171], tier: 'IO' },
  'family with spouse and child (dental, term life with beneficiaries)': { plans: [101, 141], tier: 'IF' },
  'life with beneficiaries (term life, guaranteed issue life, limited medical, long-term disability)': {
    plans: [141, 231, 132, 182],
    tier: 'IS',
    dob: '04/12/1964',
    // The covered spouse and a sister who is no member of the file.
    beneficiaries: {
      beneficiaries: [
        { ...BENEFICIARIES.beneficiaries[0]!, beneficiary_percentage: '70' },
        {
          first_name: 'Zoë',
          last_name: "O'Brien-Lopez",
          birthdate: '09/14/1979',
          ssn: '512345678',
          relationship: 'Sibling',
          beneficiary_percentage: '30',
        },
      ],
    },
  },
  'disability (short-term disability, hospital, accident)': { plans: [181, 213, 202], tier: 'IO' },
  'accident (accident, cancer care, identity protection)': { plans: [201, 151, 163], tier: 'IC' },
  'pet, guaranteed accident, disability income': { plans: [221, 232, 183], tier: 'IO' },
  'group employee with an enroller code': {
    plans: [101],
    tier: 'IO',
    by: 'priya.nair@example.com',
    context: { eprocess: 'rep', agent_id: 2, group_id: 2556, platform_group_id: 4 },
    group: { enrollerCode: 'PN2001', billing: { payment_method: 'stmt', bill_date: '28' } },
  },
  'rep assisted (dental, critical illness)': {
    plans: [101, 193],
    tier: 'IO',
    by: 'jordan.ellis@example.com',
    context: { eprocess: 'rep', agent_id: 1, platform_group_id: 1 },
  },
};

/**
 * The lines each plan sells, as the guide's HD03 codes that say so (insuranceLines.ts); a plan whose
 * line has no code of its own in the guide (life, accident, critical illness, cancer, pet…) may take
 * any code its carrier's companion guide names, but not one that means something else: AH is 24 Hour
 * Care, and a disability plan is short- or long-term as its name says.
 */
const NO_CODE = 'no line in the guide';
const LINES_SOLD: Readonly<Record<number, { carrier: number; lines: readonly string[] | typeof NO_CODE }>> = {
  101: { carrier: 1, lines: ['DEN', 'DCP'] },
  111: { carrier: 4, lines: ['VIS'] },
  123: { carrier: 3, lines: ['HLT', 'HMO', 'PPO', 'EPO', 'POS', 'MM'] },
  132: { carrier: 2, lines: ['HLT'] },
  171: { carrier: 3, lines: ['PDG', 'MOD'] },
  181: { carrier: 2, lines: ['STD'] },
  182: { carrier: 2, lines: ['LTD'] },
  183: { carrier: 5, lines: ['STD', 'LTD'] },
  141: { carrier: 2, lines: NO_CODE },
  151: { carrier: 5, lines: NO_CODE },
  163: { carrier: 5, lines: NO_CODE },
  193: { carrier: 2, lines: NO_CODE },
  201: { carrier: 5, lines: NO_CODE },
  202: { carrier: 2, lines: NO_CODE },
  213: { carrier: 2, lines: NO_CODE },
  221: { carrier: 6, lines: NO_CODE },
  231: { carrier: 2, lines: NO_CODE },
  232: { carrier: 1, lines: NO_CODE },
};
/** Codes that name a line of their own, which a plan of another line must not take. */
const OTHER_LINES = ['AH', 'DEN', 'DCP', 'VIS', 'PDG', 'MOD', 'STD', 'LTD', 'LTC', 'HE', 'AK', 'AJ'];

let t: TestApp;
/** Each shape's submission: its policy id (REF*0F in its transactions) and its plans. */
const submitted: { name: string; policyId: string; plans: readonly number[] }[] = [];
let files: { name: string; text: string }[] = [];
const warnings: object[] = [];

beforeAll(async () => {
  let clock = Date.parse('2026-11-22T12:00:00Z');
  t = await startTestApp({
    now: () => {
      clock += 1000;
      return new Date(clock);
    },
  });
  for (const [name, shape] of Object.entries(SHAPES)) {
    const browser = t.browser();
    if (shape.by) await browser.ok(signIn, { body: { username: shape.by, password: DEMO_PASSWORD } });
    const { policyId } = await submittedShape(browser, shape).catch((error: unknown) => {
      throw new Error(`${name}: ${String(error)}`);
    });
    submitted.push({ name, policyId, plans: shape.plans });
  }
  const context = feedContextOf(t.deps);
  for (let round = 0; round < 2; round += 1)
    await runFeedRound(context, (_message, details) => warnings.push(details), new Set());
  files = outboundFiles();
}, 240_000);
afterAll(() => t.close());

/** Every 834 in every carrier's outbound folder: its name and text. */
function outboundFiles(): { name: string; text: string }[] {
  const root = path.dirname(carrierFolders(t.deps.config.dataDir, 1).outbound);
  const files: { name: string; text: string }[] = [];
  for (const carrierId of [1, 2, 3, 4, 5, 6]) {
    const folder = carrierFolders(t.deps.config.dataDir, carrierId).outbound;
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder).filter((file) => file.endsWith('.x12')))
      files.push({
        name: path.relative(root, path.join(folder, name)),
        text: fs.readFileSync(path.join(folder, name), 'utf8'),
      });
  }
  return files;
}

describe(`every 834 the demo produces passes an independent 005010X220A1 validator (${TEST_DIALECT})`, () => {
  it('files each shape and category to its carriers, and a strict intake accepts every file', () => {
    expect(warnings).toEqual([]);
    // Every carrier of the demo got its file (all six sell in the shapes above).
    expect(new Set(files.map((file) => file.name.split(path.sep)[0])).size).toBe(6);
    const rejected = files
      .map((file) => ({ file, validation: validate834(file.text) }))
      .filter(({ validation }) => validation.findings.length > 0)
      .map(({ file, validation }) => `${file.name}\n${verdict999(validation)}`);
    expect(rejected.join('\n\n')).toBe('');
  });

  it("says each coverage's line with a code that means it (no AH, 24 Hour Care, for accident or pet; no STD for long-term disability)", () => {
    const wrong: string[] = [];
    let coverages = 0;
    for (const file of files) {
      const carrier = Number(file.name.split(path.sep)[0]);
      // Each transaction set's subscriber coverages (HD03), matched one to one with the carrier's plans in the cart.
      const sets: { policyId: string; lines: string[] }[] = [];
      let subscriber = false;
      for (const { elements } of tokenize(file.text).segments) {
        const [id, first, second, third] = elements;
        if (id === 'ST') sets.push({ policyId: '', lines: [] });
        const set = sets.at(-1);
        if (!set) continue;
        if (id === 'INS') subscriber = first === 'Y';
        if (id === 'REF' && first === '0F' && set.policyId === '') set.policyId = second ?? '';
        if (id === 'HD' && subscriber) set.lines.push(third ?? '');
      }
      for (const set of sets) {
        const enrollment = submitted.find((one) => one.policyId === set.policyId);
        if (!enrollment) {
          wrong.push(`${file.name}: a transaction for ${set.policyId}, which no shape submitted`);
          continue;
        }
        const open = enrollment.plans.filter((plan) => LINES_SOLD[plan]?.carrier === carrier);
        coverages += set.lines.length;
        let misnamed = 0;
        for (const code of set.lines) {
          const at = open.findIndex((plan) => {
            const sold = LINES_SOLD[plan]?.lines;
            return sold === NO_CODE ? !OTHER_LINES.includes(code) : (sold ?? []).includes(code);
          });
          if (at >= 0) open.splice(at, 1);
          else {
            misnamed += 1;
            wrong.push(
              `${file.name} (${enrollment.name}): HD03 ${code} means "${INSURANCE_LINE_MEANINGS[code] ?? 'nothing in the guide'}"; the carrier's plans in the cart are ${enrollment.plans.filter((plan) => LINES_SOLD[plan]?.carrier === carrier).join(', ')}`,
            );
          }
        }
        // A plan with no HD at all (not one sent under a wrong code).
        if (open.length > misnamed)
          wrong.push(
            `${file.name} (${enrollment.name}): ${open.length - misnamed} of plans ${open.join(', ')} have no HD`,
          );
      }
    }
    expect(coverages).toBe(Object.values(SHAPES).flatMap((shape) => shape.plans).length);
    expect(wrong).toEqual([]);
  });
  it('names the agency (with its tax id) or the employer group as sponsor, the agency’s number at each carrier as broker, and the subscriber’s phone and e-mail', async () => {
    const agency = await agencyEdi(t.deps.db);
    const edis = await carrierEdis(t.deps.db, [1, 2, 3, 4, 5, 6]);
    const groups = await t.deps.db.selectFrom('groups').select(['name', 'code']).execute();
    if (!agency?.tax_id) throw new Error('the demo gives the agency a tax id');
    const wrong: string[] = [];
    let sets = 0;
    for (const file of files) {
      const edi = edis.get(Number(file.name.split(path.sep)[0]));
      const segments = tokenize(file.text).segments.map(({ elements }) => elements);
      const starts = segments.flatMap((elements, at) => (elements[0] === 'ST' ? [at] : []));
      for (const [index, start] of starts.entries()) {
        sets += 1;
        const set = segments.slice(start, starts[index + 1] ?? segments.length);
        const policyId = set.find(([id, qualifier]) => id === 'REF' && qualifier === '0F')?.[2];
        const shape = submitted.find((one) => one.policyId === policyId);
        const party = (code: string) =>
          set
            .filter(([id, qualifier]) => id === 'N1' && qualifier === code)
            .map((n1) => n1.slice(2).join('*'));
        const groupSponsor = shape?.name.startsWith('group employee');
        const sponsorOk = groupSponsor
          ? groups.some((group) => party('P5')[0] === `${group.name}*94*${group.code}`.toUpperCase())
          : party('P5')[0] === `${agency.name}*FI*${agency.tax_id}`.toUpperCase();
        if (!sponsorOk) wrong.push(`${file.name} (${shape?.name}): N1*P5 ${party('P5').join(' / ')}`);
        // The file is in upper case (the basic character set has no lower case letters).
        if (party('BO').join() !== `${agency.name}*94*${edi?.broker_id}`.toUpperCase())
          wrong.push(`${file.name} (${shape?.name}): N1*BO ${party('BO').join(' / ')}`);
        const per = set.filter(([id]) => id === 'PER');
        if (per.length !== 1 || per[0]?.[1] !== 'IP' || !per[0]?.includes('TE') || !per[0]?.includes('EM'))
          wrong.push(`${file.name} (${shape?.name}): PER ${JSON.stringify(per)}`);
      }
    }
    expect(sets).toBeGreaterThanOrEqual(Object.keys(SHAPES).length);
    expect(wrong).toEqual([]);
  });

  it("names the term life buyer's beneficiaries to the life carrier only: the covered spouse on their own loop, anyone else on a loop of their own", () => {
    const lifeShapes = submitted.filter((one) => one.plans.includes(141));
    expect(lifeShapes).toHaveLength(2);
    const designations: Record<string, string[]> = {};
    for (const file of files) {
      const segments = tokenize(file.text).segments.map(({ elements }) => elements.join('*'));
      let policyId = '';
      let member = '';
      for (const segment of segments) {
        if (segment.startsWith('ST*')) policyId = '';
        if (segment.startsWith('REF*0F*') && policyId === '') policyId = segment.slice(7);
        if (segment.startsWith('INS*')) member = segment.split('*').slice(0, 3).join('*');
        if (segment.startsWith('NM1*IL*')) member += ` ${segment.split('*').slice(3, 5).join(' ')}`;
        if (segment.startsWith('REF*ZZ*')) {
          const key = `${file.name.split(path.sep)[0]} ${policyId}`;
          designations[key] = [...(designations[key] ?? []), `${member} ${segment.slice(7)}%`];
        }
      }
    }
    const [family, life] = lifeShapes;
    expect(designations).toEqual({
      // Keystone (carrier 2) sells the term life; no other carrier is told.
      [`2 ${family?.policyId}`]: ['INS*N*01 LOPEZ LUIS 100%'],
      [`2 ${life?.policyId}`]: ['INS*N*01 LOPEZ LUIS 70%', "INS*N*14 O'BRIEN-LOPEZ ZOE 30%"],
    });
  });
});
