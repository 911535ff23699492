import type { X12Interchange, X12Segment, X12Transaction } from 'node-x12';
import nodeX12 from 'node-x12';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DENTAL_PLAN_ID, startEnrollment } from '../../../testing/journey';
import { submitFamily, TERM_LIFE_PLAN_ID } from '../../../testing/submittedFamily';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { parseMdy, toIsoDate } from '../../domain/dates';
import { agencyEdi, carrierEdis } from './ediSettings';
import { enrollmentFor834 } from './enrollmentFor834';
import { interchange834 } from './interchange834';

const { X12Parser } = nodeX12;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

const values = (segment: X12Segment) => segment.elements.map((element) => element.value);
const tags = (transaction: X12Transaction, tag: string) =>
  transaction.segments.filter((segment) => segment.tag === tag).map(values);

describe(`an 834 per carrier from a stored, submitted enrollment (${TEST_DIALECT})`, () => {
  it('builds Harborline’s dental and Keystone’s term life files with the family, dates, levels and lines', async () => {
    const { id, policyId } = await submitFamily(t);
    const row = await t.deps.db
      .selectFrom('enrollments')
      .select('effective_date')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const effective = parseMdy(row.effective_date ?? '');
    if (!effective) throw new Error('no effective date');
    const d8 = toIsoDate(effective).replaceAll('-', '');

    const { byCarrier, unfiled } = await enrollmentFor834(t.deps, id);
    expect([...byCarrier.keys()].sort()).toEqual([1, 2]);
    expect(unfiled.size).toBe(0);
    const receipt = await t.deps.db
      .selectFrom('enrollments')
      .select('submitted_purchase')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const bought = (JSON.parse(receipt.submitted_purchase ?? '{}') as { plans: { price: number }[] }).plans;
    const agency = await agencyEdi(t.deps.db);
    const edis = await carrierEdis(t.deps.db, [1, 2]);
    if (!agency) throw new Error('the demo names the agency’s ids');

    const files = [1, 2].map((carrierId, index) => {
      const edi = edis.get(carrierId);
      const enrollment = byCarrier.get(carrierId);
      if (!edi || !enrollment) throw new Error(`carrier ${carrierId} has no feed`);
      const built = interchange834(agency, edi, [enrollment], {
        interchangeNumber: 100 + index,
        groupNumber: 200 + index,
        createdAt: new Date('2026-11-22T12:00:00Z'),
        usage: 'T',
      });
      const interchange = new X12Parser(true).parse(built.text) as X12Interchange;
      expect(interchange.header.valueOf(8)?.trim()).toBe(edi.interchange_id);
      expect(interchange.header.valueOf(6)?.trim()).toBe(agency.interchange_id);
      const transaction = interchange.functionalGroups[0]?.transactions[0];
      if (!transaction) throw new Error('no transaction');
      const segments = built.text.split('~').filter(Boolean);
      const st = segments.findIndex((segment) => segment.startsWith('ST*'));
      const se = segments.findIndex((segment) => segment.startsWith('SE*'));
      expect(Number(transaction.trailer.valueOf(1))).toBe(se - st + 1);
      return { transaction, edi };
    });

    for (const [index, { transaction, edi }] of files.entries()) {
      // HD03 from the guide's list (life goes under HLT, as the demo's Keystone guide says), HD04 the
      // carrier's code of the option bought (the cheapest: dental Basic, term life $25,000).
      const line = index === 0 ? 'DEN' : 'HLT';
      const plan = index === 0 ? `HBL-${DENTAL_PLAN_ID}-BASIC` : `KBL-${TERM_LIFE_PLAN_ID}-25K`;
      // Individual business: the agency is the sponsor, with its tax id; the broker is the agency with
      // the number this carrier gave it, never the store's own rep code.
      expect(tags(transaction, 'N1').slice(0, 3)).toEqual([
        ['P5', agency.name.toUpperCase(), 'FI', agency.tax_id],
        ['IN', edi.payer_name.toUpperCase(), edi.payer_id_qualifier, edi.payer_id],
        ['BO', agency.name.toUpperCase(), '94', edi.broker_id],
      ]);
      // The beneficiary (the covered spouse, 100%) goes to the term life's carrier only.
      expect(tags(transaction, 'N1').slice(3)).toEqual(index === 0 ? [] : [['75', 'PRIMARY BENEFICIARY']]);
      expect(tags(transaction, 'PER')).toEqual([['IP', '', 'TE', '3105550182', 'EM', 'maria@example.com']]);
      expect(tags(transaction, 'INS').map((ins) => ins.slice(0, 3))).toEqual([
        ['Y', '18', '021'],
        ['N', '01', '021'],
        ['N', '19', '021'],
      ]);
      // INS08 for the subscriber: an individual buyer (no employer group, no Employer step) is AC.
      expect(tags(transaction, 'INS')[0]?.[7]).toBe('AC');
      // The premium priced at submission, and the life coverage's face amount.
      const price = bought[index]?.price;
      expect(tags(transaction, 'AMT')).toEqual(
        index === 0
          ? [['P3', String(price)]]
          : [
              ['P3', String(price)],
              ['FK', '25000'],
            ],
      );
      expect(tags(transaction, 'NM1')).toEqual([
        ['IL', '1', 'LOPEZ', 'MARIA', '', '', '', '34', '123456789'],
        ['IL', '1', 'LOPEZ', 'LUIS', '', '', '', '34', '587654321'],
        ['IL', '1', 'LOPEZ', 'ANA', '', '', '', '34', '555443333'],
      ]);
      expect(tags(transaction, 'DMG')).toEqual([
        ['D8', '19850412', 'F'],
        ['D8', '19840202', 'M'],
        ['D8', '20150601', 'F'],
      ]);
      expect(tags(transaction, 'N4')).toEqual([['BEVERLY HILLS', 'CA', '90210']]);
      expect(tags(transaction, 'REF').filter(([qualifier]) => qualifier === '0F')).toEqual(
        Array.from({ length: 3 }, () => ['0F', policyId]),
      );
      expect(tags(transaction, 'HD')).toEqual(
        Array.from({ length: 3 }, () => ['021', '', line, plan, 'FAM']),
      );
      // Each member's eligibility and benefit begin; the beneficiary's designation (DTP*007) takes
      // effect with the term life, on the spouse's loop.
      expect(tags(transaction, 'DTP')).toEqual(
        Array.from({ length: 3 }, (_, member) => [
          ['356', 'D8', d8],
          ['348', 'D8', d8],
          ...(index === 1 && member === 1 ? [['007', 'D8', d8]] : []),
        ]).flat(),
      );
      // Individual business: no group number.
      expect(tags(transaction, 'REF').filter(([qualifier]) => qualifier === '1L')).toEqual([]);
    }
  });

  it('sends no broker, PER or AMT to a carrier whose settings do not ask for them', async () => {
    const { id } = await submitFamily(t);
    const [row] = await t.deps.db.selectFrom('carriers').select('edi').where('id', '=', 1).execute();
    const edi = JSON.parse(row?.edi ?? 'null') as Record<string, unknown>;
    const quiet = { ...edi, broker_id: null, parts: { contact: false, amounts: false } };
    await t.deps.db
      .updateTable('carriers')
      .set({ edi: JSON.stringify(quiet) })
      .where('id', '=', 1)
      .execute();
    try {
      const { byCarrier } = await enrollmentFor834(t.deps, id);
      expect(byCarrier.get(1)).toMatchObject({ broker: null, contact: null, amounts: false });
      expect(byCarrier.get(2)).toMatchObject({
        broker: { idQualifier: '94', id: 'AG-0102' },
        contact: { phone: '3105550182', email: 'maria@example.com' },
        amounts: true,
      });
    } finally {
      await t.deps.db
        .updateTable('carriers')
        .set({ edi: JSON.stringify(edi) })
        .where('id', '=', 1)
        .execute();
    }
  });

  it('refuses an enrollment that is not submitted', async () => {
    const browser = t.browser();
    const id = await startEnrollment(browser);
    await expect(enrollmentFor834(t.deps, id)).rejects.toThrow(/submitted/);
  });
});
