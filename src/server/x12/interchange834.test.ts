import type { X12Interchange, X12Segment, X12Transaction } from 'node-x12';
import nodeX12 from 'node-x12';
import { describe, expect, it } from 'vitest';
import type { AgencyEdi, CarrierEdi } from '../catalog/packageSchema';
import type { Enrollment834, Member834 } from './enrollment834';
import { interchange834 } from './interchange834';

const { X12Parser } = nodeX12;

const AGENCY: AgencyEdi = {
  interchange_id_qualifier: 'ZZ',
  interchange_id: 'TESTAGENCY',
  application_code: 'TESTAG',
  name: 'Test Agency',
  tax_id: '870000999',
};
const CARRIER: CarrierEdi = {
  interchange_id_qualifier: '30',
  interchange_id: '870001111',
  application_code: 'DENTCO834',
  payer_name: 'Dent Co Mutual',
  payer_id_qualifier: 'FI',
  payer_id: '870001111',
  master_policy: 'DC-GRP-55',
  sponsor: 'agency',
  broker_id: 'DC-AG-7788',
  parts: { contact: true, amounts: true, beneficiaries: true },
  schedule: 'immediate',
  delivery: { kind: 'files' },
};

const member = (fields: Partial<Member834> & Pick<Member834, 'relationship' | 'firstName'>): Member834 => ({
  middleName: '',
  lastName: 'Okafor',
  ssn: null,
  birthDate: '1985-04-12',
  gender: 'U',
  address: null,
  ...fields,
});

/** A subscriber, a spouse and two children, all on one family dental plan, enrolled by a rep. */
const FAMILY: Enrollment834 = {
  policyId: 'BS-2026-000417',
  sponsor: { name: 'Test Agency', idQualifier: 'FI', id: '870000999' },
  payer: { name: 'Dent Co Mutual', idQualifier: 'FI', id: '870001111' },
  broker: { name: 'Test Agency', idQualifier: '94', id: 'DC-AG-7788' },
  contact: { phone: '3105550182', email: 'ada@example.com' },
  amounts: true,
  masterPolicy: 'DC-GRP-55',
  groupNumber: null,
  employmentStatus: 'AC',
  hireDate: null,
  members: [
    member({
      relationship: 'subscriber',
      firstName: 'Ada',
      middleName: 'N',
      ssn: '123456789',
      gender: 'F',
      address: { line1: '12 Elm St', line2: 'Apt 4', city: 'Beverly Hills', state: 'CA', zip: '90210' },
    }),
    member({
      relationship: 'spouse',
      firstName: 'Chidi',
      ssn: '223456789',
      birthDate: '1983-09-30',
      gender: 'M',
    }),
    member({ relationship: 'child', firstName: 'Ngozi', birthDate: '2012-02-29', gender: 'F' }),
    member({
      relationship: 'child',
      firstName: 'Emeka',
      ssn: '323456789',
      birthDate: '2015-07-01',
      gender: 'M',
    }),
  ],
  coverages: [
    {
      tier: 'IF',
      insuranceLine: 'DEN',
      coverageCode: 'DC-101-PLUS',
      effectiveDate: '2027-01-01',
      premiumCents: 7486,
      coverageAmountCents: null,
    },
  ],
};

const CREATED = new Date('2026-12-03T14:07:00Z');

function parsed(text: string): X12Interchange {
  return new X12Parser(true).parse(text) as X12Interchange;
}
const tags = (transaction: X12Transaction, tag: string): X12Segment[] =>
  transaction.segments.filter((segment) => segment.tag === tag);
const values = (segment: X12Segment | undefined) => segment?.elements.map((element) => element.value) ?? [];

describe('an 834 interchange for one carrier', () => {
  const built = interchange834(AGENCY, CARRIER, [FAMILY], {
    interchangeNumber: 1234,
    groupNumber: 77,
    createdAt: CREATED,
    usage: 'T',
  });
  const interchange = parsed(built.text);
  const group = interchange.functionalGroups[0];
  const transaction = group?.transactions[0];
  if (!group || !transaction) throw new Error('no transaction parsed');

  it('has an ISA of 106 characters with the agency as sender and the carrier as receiver', () => {
    const isa = built.text.slice(0, built.text.indexOf('~') + 1);
    expect(isa).toHaveLength(106);
    expect(isa).toBe(
      'ISA*00*          *00*          *ZZ*TESTAGENCY     *30*870001111      *261203*1407*^*00501*000001234*0*T*:~',
    );
    expect(values(group.header)).toEqual([
      'BE',
      'TESTAG',
      'DENTCO834',
      '20261203',
      '1407',
      '77',
      'X',
      '005010X220A1',
    ]);
  });

  it('matches its control numbers: ISA13/IEA02, GS06/GE02, ST02/SE02, and counts its parts', () => {
    expect(Number(interchange.header.valueOf(13))).toBe(1234);
    expect(Number(interchange.trailer.valueOf(2))).toBe(1234);
    expect(interchange.trailer.valueOf(1)).toBe('1');
    expect(group.trailer.valueOf(2)).toBe('77');
    expect(group.trailer.valueOf(1)).toBe('1');
    expect(transaction.header.valueOf(2)).toBe('0001');
    expect(transaction.trailer.valueOf(2)).toBe('0001');
    expect(built.transactions).toEqual([{ controlNumber: '0001', policyId: 'BS-2026-000417' }]);
  });

  it('says in SE01 how many segments there are from ST to SE, both included', () => {
    const segments = built.text.split('~').filter(Boolean);
    const st = segments.findIndex((segment) => segment.startsWith('ST*'));
    const se = segments.findIndex((segment) => segment.startsWith('SE*'));
    expect(st).toBeGreaterThan(0);
    expect(Number(transaction.trailer.valueOf(1))).toBe(se - st + 1);
  });

  it('opens with ST, BGN, REF*38 and the sponsor, payer and broker', () => {
    expect(values(transaction.header)).toEqual(['834', '0001', '005010X220A1']);
    expect(transaction.segments.slice(0, 5).map(values)).toEqual([
      ['00', 'BS-2026-000417', '20261203', '1407', '', '', '', '2'],
      ['38', 'DC-GRP-55'],
      ['P5', 'TEST AGENCY', 'FI', '870000999'],
      ['IN', 'DENT CO MUTUAL', 'FI', '870001111'],
      ['BO', 'TEST AGENCY', '94', 'DC-AG-7788'],
    ]);
    expect(transaction.segments.slice(0, 5).map((segment) => segment.tag)).toEqual([
      'BGN',
      'REF',
      'N1',
      'N1',
      'N1',
    ]);
  });

  it('has every member with relationship, name, SSN, birth date and gender', () => {
    // INS08 on the subscriber only: an individual buyer is AC (active).
    expect(tags(transaction, 'INS').map(values)).toEqual([
      ['Y', '18', '021', '28', 'A', '', '', 'AC'],
      ['N', '01', '021', '28', 'A'],
      ['N', '19', '021', '28', 'A'],
      ['N', '19', '021', '28', 'A'],
    ]);
    expect(tags(transaction, 'NM1').map(values)).toEqual([
      ['IL', '1', 'OKAFOR', 'ADA', 'N', '', '', '34', '123456789'],
      ['IL', '1', 'OKAFOR', 'CHIDI', '', '', '', '34', '223456789'],
      ['IL', '1', 'OKAFOR', 'NGOZI'],
      ['IL', '1', 'OKAFOR', 'EMEKA', '', '', '', '34', '323456789'],
    ]);
    expect(tags(transaction, 'DMG').map(values)).toEqual([
      ['D8', '19850412', 'F'],
      ['D8', '19830930', 'M'],
      ['D8', '20120229', 'F'],
      ['D8', '20150701', 'M'],
    ]);
    expect(tags(transaction, 'REF').slice(1).map(values)).toEqual(
      Array.from({ length: 4 }, () => ['0F', 'BS-2026-000417']),
    );
    // The subscriber's address only.
    expect(tags(transaction, 'N3').map(values)).toEqual([['12 ELM ST', 'APT 4']]);
    expect(tags(transaction, 'N4').map(values)).toEqual([['BEVERLY HILLS', 'CA', '90210']]);
  });

  it('gives every member the family dental coverage, beginning on the effective date', () => {
    expect(tags(transaction, 'HD').map(values)).toEqual(
      Array.from({ length: 4 }, () => ['021', '', 'DEN', 'DC-101-PLUS', 'FAM']),
    );
    // The premium is the coverage's: once, on the subscriber's 2300 loop, after its dates.
    expect(tags(transaction, 'AMT').map(values)).toEqual([['P3', '74.86']]);
    const tagsInOrder = transaction.segments.map((segment) => segment.tag);
    const firstHd = tagsInOrder.indexOf('HD');
    expect(tagsInOrder.slice(firstHd, firstHd + 3)).toEqual(['HD', 'DTP', 'AMT']);
    expect(tags(transaction, 'DTP').some((segment) => segment.valueOf(1) === '336')).toBe(false);
    const dates = tags(transaction, 'DTP').map(values);
    expect(dates.filter(([qualifier]) => qualifier === '348')).toEqual(
      Array.from({ length: 4 }, () => ['348', 'D8', '20270101']),
    );
    expect(dates.filter(([qualifier]) => qualifier === '356')).toEqual(
      Array.from({ length: 4 }, () => ['356', 'D8', '20270101']),
    );
  });
});

describe('the parts a carrier asks for', () => {
  const built = (enrollment: Enrollment834) =>
    parsed(
      interchange834(AGENCY, CARRIER, [enrollment], {
        interchangeNumber: 9,
        groupNumber: 9,
        createdAt: CREATED,
        usage: 'T',
      }).text,
    ).functionalGroups[0]?.transactions[0];

  it('puts the subscriber’s phone and e-mail in PER*IP right after their name', () => {
    const transaction = built(FAMILY);
    if (!transaction) throw new Error('no transaction');
    expect(tags(transaction, 'PER').map(values)).toEqual([
      ['IP', '', 'TE', '3105550182', 'EM', 'ada@example.com'],
    ]);
    const order = transaction.segments.map((segment) => segment.tag);
    expect(order[order.indexOf('PER') - 1]).toBe('NM1');
  });

  it('sends only the e-mail when no phone was given', () => {
    const transaction = built({ ...FAMILY, contact: { phone: '', email: 'ada@example.com' } });
    expect(tags(transaction!, 'PER').map(values)).toEqual([['IP', '', 'EM', 'ada@example.com']]);
  });

  it('sends no PER, no AMT and no broker to a carrier that does not ask for them', () => {
    const transaction = built({ ...FAMILY, contact: null, amounts: false, broker: null });
    expect(tags(transaction!, 'PER')).toEqual([]);
    expect(tags(transaction!, 'AMT')).toEqual([]);
    expect(tags(transaction!, 'N1').map((segment) => segment.valueOf(1))).toEqual(['P5', 'IN']);
  });
});

describe('several enrollments and coverages', () => {
  const lifeForOne: Enrollment834 = {
    ...FAMILY,
    policyId: 'BS-2026-000418',
    broker: null,
    masterPolicy: null,
    groupNumber: 'DC-G2556',
    employmentStatus: 'FT',
    hireDate: '2019-03-18',
    coverages: [
      {
        tier: 'IO',
        insuranceLine: 'HLT',
        coverageCode: 'TL-301-50K',
        effectiveDate: '2027-02-01',
        premiumCents: 2150,
        coverageAmountCents: 5_000_000,
      },
      {
        tier: 'IS',
        insuranceLine: 'VIS',
        coverageCode: 'VS-401',
        effectiveDate: '2027-02-01',
        premiumCents: 1200,
        coverageAmountCents: null,
      },
    ],
  };
  const built = interchange834(AGENCY, CARRIER, [FAMILY, lifeForOne], {
    interchangeNumber: 999_999_999,
    groupNumber: 1,
    createdAt: CREATED,
    usage: 'P',
  });
  const group = parsed(built.text).functionalGroups[0];
  const second = group?.transactions[1];

  it('numbers the transaction sets one after another in one group', () => {
    expect(group?.trailer.valueOf(1)).toBe('2');
    expect(group?.transactions.map((transaction) => transaction.header.valueOf(2))).toEqual(['0001', '0002']);
    expect(built.transactions.map((transaction) => transaction.policyId)).toEqual([
      'BS-2026-000417',
      'BS-2026-000418',
    ]);
  });

  it('lists only the members a coverage covers, each with the coverages that cover them', () => {
    if (!second) throw new Error('no second transaction');
    expect(tags(second, 'INS').map((segment) => segment.valueOf(2))).toEqual(['18', '01']);
    expect(tags(second, 'HD').map(values)).toEqual([
      ['021', '', 'HLT', 'TL-301-50K', 'IND'],
      ['021', '', 'VIS', 'VS-401', 'ESP'],
      ['021', '', 'VIS', 'VS-401', 'ESP'],
    ]);
    // The subscriber's life coverage with its premium and face amount, the vision with its premium; the
    // spouse's vision loop carries neither (they are the coverage's, said once).
    expect(tags(second, 'AMT').map(values)).toEqual([
      ['P3', '21.5'],
      ['FK', '50000'],
      ['P3', '12'],
    ]);
    expect(tags(second, 'INS')[0]?.valueOf(8)).toBe('FT');
    // A group employee's members each carry the group's number at the carrier, after their own id.
    expect(tags(second, 'REF').map(values)).toEqual([
      ['0F', 'BS-2026-000418'],
      ['1L', 'DC-G2556'],
      ['0F', 'BS-2026-000418'],
      ['1L', 'DC-G2556'],
    ]);
    expect(tags(second, 'DTP').map(values).slice(0, 2)).toEqual([
      ['336', 'D8', '20190318'],
      ['356', 'D8', '20270201'],
    ]);
    expect(tags(second, 'N1').map((segment) => segment.valueOf(1))).toEqual(['P5', 'IN']);
    expect(tags(second, 'REF').some((segment) => segment.valueOf(1) === '38')).toBe(false);
  });

  it('refuses a control number X12 cannot carry', () => {
    expect(() =>
      interchange834(AGENCY, CARRIER, [FAMILY], {
        interchangeNumber: 1_000_000_000,
        groupNumber: 1,
        createdAt: CREATED,
        usage: 'P',
      }),
    ).toThrow(/ISA13/);
  });

  it('sends values in the basic character set: no delimiters, no accents, upper case', () => {
    const odd = interchange834(
      AGENCY,
      CARRIER,
      [{ ...FAMILY, members: [{ ...FAMILY.members[0]!, firstName: 'José*~', lastName: "O'Neil:^" }] }],
      { interchangeNumber: 5, groupNumber: 5, createdAt: CREATED, usage: 'T' },
    );
    const name = tags(parsed(odd.text).functionalGroups[0]!.transactions[0]!, 'NM1')[0];
    expect(values(name).slice(2, 4)).toEqual(["O'NEIL", 'JOSE']);
  });
});

describe('beneficiaries of a term life coverage', () => {
  const life: Enrollment834 = {
    ...FAMILY,
    coverages: [{ ...FAMILY.coverages[0]!, tier: 'IS', insuranceLine: 'AG', coverageCode: 'TL-50K' }],
    beneficiaries: [
      // The covered spouse, matched by SSN though typed in other case.
      {
        firstName: 'chidi',
        middleName: '',
        lastName: 'OKAFOR',
        ssn: '223456789',
        birthDate: '1983-09-30',
        relationshipCode: '01',
        designation: 'primary',
        percent: 60,
      },
      // A sister, no member of the file; no SSN given.
      {
        firstName: 'Nkem',
        middleName: 'A',
        lastName: 'Eze',
        ssn: null,
        birthDate: '1990-01-15',
        relationshipCode: '14',
        designation: 'primary',
        percent: 40,
      },
    ],
  };
  const built = interchange834(AGENCY, CARRIER, [life], {
    interchangeNumber: 6,
    groupNumber: 6,
    createdAt: CREATED,
    usage: 'T',
  });
  const segments = parsed(built.text).functionalGroups[0]!.transactions[0]!.segments.map((segment) =>
    `${segment.tag}*${values(segment).join('*')}`.replace(/\*+$/, ''),
  );

  it("puts a covered dependent's designation on that member's loop, after its coverage", () => {
    const spouse = segments.indexOf('INS*N*01*021*28*A');
    const next = segments.findIndex((segment, at) => at > spouse && segment.startsWith('INS'));
    expect(segments.slice(spouse, next).slice(-6)).toEqual([
      'LS*2700',
      'LX*1',
      'N1*75*PRIMARY BENEFICIARY',
      'REF*ZZ*60',
      'DTP*007*D8*20270101',
      'LE*2700',
    ]);
  });

  it('gives a beneficiary who is no member a loop of their own, with no coverage and gender unknown', () => {
    const sister = segments.indexOf('INS*N*14*021*28*A');
    expect(sister).toBeGreaterThan(segments.indexOf('INS*N*01*021*28*A'));
    expect(segments.slice(sister)).toEqual([
      'INS*N*14*021*28*A',
      'REF*0F*BS-2026-000417',
      'NM1*IL*1*EZE*NKEM*A',
      'DMG*D8*19900115*U',
      'LS*2700',
      'LX*1',
      'N1*75*PRIMARY BENEFICIARY',
      'REF*ZZ*40',
      'DTP*007*D8*20270101',
      'LE*2700',
    ]);
    // Two members covered, and the sister: three member loops; no HD for her.
    expect(segments.filter((segment) => segment.startsWith('INS'))).toHaveLength(3);
  });

  it('sends none when the enrollment names no beneficiaries for this carrier', () => {
    const none = interchange834(AGENCY, CARRIER, [{ ...life, beneficiaries: [] }], {
      interchangeNumber: 7,
      groupNumber: 7,
      createdAt: CREATED,
      usage: 'T',
    });
    expect(none.text).not.toContain('LS*2700');
    expect(none.text).not.toContain('BENEFICIARY');
  });
});
