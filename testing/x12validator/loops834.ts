import * as c from './codeLists';
import {
  composite,
  type ElementRule,
  type LoopRule,
  loop,
  notUsed,
  required as r,
  type SegmentRule,
  situational as s,
  segment,
} from './guideRules';

/** Unlimited repeats (the guide's >1). */
const MANY = Number.POSITIVE_INFINITY;

const n1 = (
  name: string,
  usage: 'R' | 'S',
  entities: readonly string[],
  qualifiers: readonly string[],
  nameUsage: 'R' | 'S',
) =>
  segment(
    'N1',
    name,
    usage,
    1,
    [r('98', entities), { ...s('93'), usage: nameUsage }, r('66', qualifiers), r('67')],
    {
      qualified: true,
    },
  );

const ref = (name: string, usage: 'R' | 'S', max: number, qualifiers: readonly string[]) =>
  segment('REF', name, usage, max, [r('128', qualifiers), r('127'), notUsed, composite('N')], {
    qualified: true,
  });

const dtp = (
  name: string,
  usage: 'R' | 'S',
  max: number,
  qualifiers: readonly string[],
  formats: readonly string[],
) =>
  segment('DTP', name, usage, max, [r('374', qualifiers), r('1250', formats), r('1251')], {
    qualified: true,
  });

const per = (
  name: string,
  functions: readonly string[],
  numbers: readonly string[],
  contactName: ElementRule,
) =>
  segment(
    'PER',
    name,
    'S',
    1,
    [
      r('366', functions),
      contactName,
      r('365', numbers),
      r('364'),
      s('365', numbers),
      s('364'),
      s('365', numbers),
      s('364'),
    ],
    {
      qualified: true,
      pairs: [
        [5, 6],
        [7, 8],
      ],
    },
  );

const n3 = (name: string, max = 1) => segment('N3', name, 'S', max, [r('166'), s('166')]);

const n4 = (name: string, locations: boolean) =>
  segment('N4', name, 'S', 1, [
    r('19'),
    s('156'),
    s('116'),
    s('26'),
    locations ? s('309', c.LOCATION_QUALIFIERS) : notUsed,
    locations ? s('310') : notUsed,
    s('1715'),
  ]);

/** A person's NM1: entity codes, then the name elements and the id pair, as each loop uses them. */
const personName = (name: string, entities: readonly string[], first: 'R' | 'S', withId: boolean) =>
  segment(
    'NM1',
    name,
    'R',
    1,
    [
      r('98', entities),
      r('1065', c.PERSON),
      r('1035'),
      { ...s('1036'), usage: first },
      s('1037'),
      s('1038'),
      s('1039'),
      withId ? s('66', c.ID_SSN_OR_MUTUAL) : notUsed,
      withId ? s('67') : notUsed,
    ],
    { qualified: true, pairs: withId ? [[8, 9]] : [] },
  );

const dmg = (name: string, usage: 'R' | 'S') =>
  segment(
    'DMG',
    name,
    'S',
    1,
    [
      { ...r('1250', c.DATE_FORMAT_D8), usage },
      { ...r('1251'), usage },
      { ...r('1068', c.GENDERS), usage },
      s('1067', c.MARITAL_STATUS),
      composite('S', c.RACE_ETHNICITY),
      s('1066', c.CITIZENSHIP),
      notUsed,
      notUsed,
      notUsed,
      s('1270', ['REC']),
      s('1271'),
    ],
    { pairs: [[1, 2]] },
  );

const amounts = (name: string, max: number) =>
  segment('AMT', name, 'S', max, [r('522', c.MEMBER_AMOUNTS), r('782')]);

/** Table 1: BGN to the 1000 loops (ST and SE are the envelope's). */
export const HEADER: readonly (SegmentRule | LoopRule)[] = [
  segment('BGN', 'Beginning Segment', 'R', 1, [
    r('353', c.BGN_PURPOSE),
    r('127'),
    r('373'),
    r('337'),
    s('623'),
    s('127'),
    notUsed,
    r('306', c.BGN_ACTION),
  ]),
  ref('Transaction Set Policy Number', 'S', 1, ['38']),
  dtp('File Effective Date', 'S', MANY, c.HEADER_DATE_QUALIFIERS, c.DATE_FORMAT_D8),
  segment('QTY', 'Transaction Set Control Totals', 'S', 3, [r('673', c.QTY_QUALIFIERS), r('380')]),
  loop('1000A', 'Sponsor Name', 'R', 1, [n1('Sponsor Name', 'R', ['P5'], c.SPONSOR_ID_QUALIFIERS, 'S')]),
  loop('1000B', 'Payer', 'R', 1, [n1('Payer', 'R', ['IN'], c.PAYER_ID_QUALIFIERS, 'S')]),
  loop('1000C', 'TPA/Broker Name', 'S', 2, [
    n1('TPA/Broker Name', 'R', c.BROKER_ENTITIES, c.PAYER_ID_QUALIFIERS, 'R'),
    loop('1100C', 'TPA/Broker Account Information', 'S', 1, [
      segment('ACT', 'TPA/Broker Account Information', 'R', 1, [
        r('508'),
        notUsed,
        notUsed,
        notUsed,
        notUsed,
        s('508'),
      ]),
    ]),
  ]),
];

const memberName = loop('2100A', 'Member Name', 'R', 1, [
  personName('Member Name', c.MEMBER_NAME_ENTITIES, 'S', true),
  per('Member Communications Numbers', ['IP'], c.COMMUNICATION_QUALIFIERS, notUsed),
  n3('Member Residence Street Address'),
  n4('Member City, State, ZIP Code', true),
  dmg('Member Demographics', 'R'),
  segment('EC', 'Employment Class', 'S', MANY, [
    r('1176', c.EMPLOYMENT_CLASSES),
    s('1176', c.EMPLOYMENT_CLASSES),
    s('1176', c.EMPLOYMENT_CLASSES),
  ]),
  segment('ICM', 'Member Income', 'S', 1, [
    r('594', c.WAGE_FREQUENCIES),
    r('782'),
    s('380'),
    s('310'),
    s('1214'),
  ]),
  amounts('Member Policy Amounts', 7),
  segment('HLH', 'Member Health Information', 'S', 1, [r('1212', c.HEALTH_CODES), s('65'), s('81')]),
  segment('LUI', 'Member Language', 'S', MANY, [
    s('66', c.LANGUAGE_QUALIFIERS),
    s('67'),
    s('352'),
    s('1303', c.LANGUAGE_USE),
  ]),
]);

const otherParty = (
  id: string,
  name: string,
  max: number,
  nm1: SegmentRule,
  perRule: SegmentRule | null,
  locations: boolean,
): LoopRule =>
  loop(id, name, 'S', max, [
    nm1,
    ...(perRule ? [perRule] : []),
    n3(`${name} Street Address`),
    n4(`${name} City, State, ZIP Code`, locations),
  ]);

const organization = (
  name: string,
  entities: readonly string[],
  types: readonly string[],
  idQualifiers: readonly string[] | null,
) =>
  segment(
    'NM1',
    name,
    'R',
    1,
    [
      r('98', entities),
      r('1065', types),
      s('1035'),
      s('1036'),
      s('1037'),
      s('1038'),
      s('1039'),
      idQualifiers ? s('66', idQualifiers) : notUsed,
      idQualifiers ? s('67') : notUsed,
    ],
    { qualified: true, pairs: [[8, 9]] },
  );

const healthCoverage = loop('2300', 'Health Coverage', 'S', 99, [
  segment('HD', 'Health Coverage', 'R', 1, [
    r('875', c.COVERAGE_MAINTENANCE_TYPES),
    notUsed,
    r('1205', c.INSURANCE_LINES),
    s('1204'),
    s('1207', c.COVERAGE_LEVELS),
    notUsed,
    notUsed,
    notUsed,
    s('1073', c.YES_NO),
  ]),
  dtp('Health Coverage Dates', 'R', 6, c.COVERAGE_DATE_QUALIFIERS, c.DATE_FORMATS_D8_RD8),
  amounts('Health Coverage Policy', 9),
  ref('Health Coverage Policy Number', 'S', 14, c.COVERAGE_POLICY_IDS),
  ref('Prior Coverage Months', 'S', 1, c.PRIOR_COVERAGE_MONTHS),
  segment('IDC', 'Identification Card', 'S', 3, [
    r('1204'),
    r('1215', c.ID_CARD_TYPES),
    s('380'),
    s('306', c.ID_CARD_ACTIONS),
  ]),
  loop('2310', 'Provider Information', 'S', 30, [
    segment('LX', 'Provider Information', 'R', 1, [r('554')]),
    segment(
      'NM1',
      'Provider Name',
      'R',
      1,
      [
        r('98', c.PROVIDER_ENTITIES),
        r('1065', c.PROVIDER_TYPES),
        s('1035'),
        s('1036'),
        s('1037'),
        s('1038'),
        s('1039'),
        s('66', c.PROVIDER_ID_QUALIFIERS),
        s('67'),
        r('706', c.PROVIDER_RELATIONSHIPS),
      ],
      { pairs: [[8, 9]] },
    ),
    n3('Provider Address', 2),
    n4('Provider City, State, ZIP Code', false),
    { ...per('Provider Communications Numbers', ['IC'], c.COMMUNICATION_QUALIFIERS, notUsed), max: 2 },
    segment('PLA', 'Provider Change Reason', 'S', 1, [
      r('306', ['2']),
      r('98', ['1P']),
      r('373'),
      notUsed,
      r('1203', c.PROVIDER_CHANGE_REASONS),
    ]),
  ]),
  loop('2320', 'Coordination of Benefits', 'S', 5, [
    segment('COB', 'Coordination of Benefits', 'R', 1, [
      r('1138', c.COB_PAYER_SEQUENCE),
      s('127'),
      r('1143', c.COB_CODES),
      s('1365', c.COB_SERVICE_TYPES),
    ]),
    ref('Additional Coordination of Benefits Identifiers', 'S', 4, c.COB_REFERENCE_IDS),
    dtp('Coordination of Benefits Eligibility Dates', 'S', 2, c.COB_DATE_QUALIFIERS, c.DATE_FORMAT_D8),
    loop('2330', 'Coordination of Benefits Related Entity', 'S', 3, [
      organization('Coordination of Benefits Related Entity', c.COB_ENTITIES, ['2'], c.COB_ID_QUALIFIERS),
      n3('Coordination of Benefits Related Entity Address'),
      n4('Coordination of Benefits Other Insurance Company City, State, ZIP Code', false),
      per('Administrative Communications Contact', ['CN'], ['TE'], notUsed),
    ]),
  ]),
]);

const reportingCategories = loop('LS', 'Additional Reporting Categories', 'S', 1, [
  segment('LS', 'Additional Reporting Categories', 'R', 1, [r('447', c.REPORTING_LOOP_ID)]),
  loop('2700', 'Member Reporting Categories', 'S', MANY, [
    segment('LX', 'Member Reporting Categories', 'R', 1, [r('554')]),
    loop('2750', 'Reporting Category', 'S', 1, [
      segment('N1', 'Reporting Category', 'R', 1, [r('98', ['75']), r('93')], { qualified: true }),
      ref('Reporting Category Reference', 'S', 1, c.REPORTING_CATEGORY_IDS),
      dtp('Reporting Category Date', 'S', 1, ['007'], c.DATE_FORMATS_D8_RD8),
    ]),
  ]),
  segment('LE', 'Additional Reporting Categories Loop Termination', 'R', 1, [r('447', c.REPORTING_LOOP_ID)]),
]);

/** Table 2: the 2000 loop, once per member. */
export const MEMBER_LOOP: LoopRule = loop('2000', 'Member Level Detail', 'R', MANY, [
  segment(
    'INS',
    'Member Level Detail',
    'R',
    1,
    [
      r('1073', c.YES_NO),
      r('1069', c.RELATIONSHIPS),
      r('875', c.MEMBER_MAINTENANCE_TYPES),
      s('1203', c.MAINTENANCE_REASONS),
      r('1216', c.BENEFIT_STATUS),
      composite('S', c.MEDICARE_PLANS),
      s('1219', c.COBRA_EVENTS),
      s('584', c.EMPLOYMENT_STATUS),
      s('1220', c.STUDENT_STATUS),
      s('1073', c.YES_NO),
      s('1250', c.DATE_FORMAT_D8),
      s('1251'),
      s('1165', c.CONFIDENTIALITY),
      notUsed,
      notUsed,
      notUsed,
      s('1470'),
    ],
    { pairs: [[11, 12]] },
  ),
  ref('Subscriber Identifier', 'R', 1, c.SUBSCRIBER_ID),
  ref('Member Policy Number', 'S', 1, c.MEMBER_POLICY),
  ref('Member Supplemental Identifier', 'S', 13, c.MEMBER_SUPPLEMENTAL_IDS),
  dtp('Member Level Dates', 'S', 24, c.MEMBER_DATE_QUALIFIERS, c.DATE_FORMAT_D8),
  memberName,
  loop('2100B', 'Incorrect Member Name', 'S', 1, [
    personName('Incorrect Member Name', ['70'], 'S', true),
    dmg('Incorrect Member Demographics', 'S'),
  ]),
  loop('2100C', 'Member Mailing Address', 'S', 1, [
    organization('Member Mailing Address', ['31'], c.PERSON, null),
    { ...n3('Member Mail Street Address'), usage: 'R' },
    { ...n4('Member Mail City, State, ZIP Code', false), usage: 'R' },
  ]),
  otherParty(
    '2100D',
    'Member Employer',
    3,
    organization('Member Employer', ['36'], ['1', '2'], ['24', '34']),
    per('Member Employer Communications Numbers', ['EP'], c.EMPLOYER_COMMUNICATION_QUALIFIERS, s('93')),
    false,
  ),
  otherParty(
    '2100E',
    'Member School',
    3,
    organization('Member School', ['M8'], ['2'], null),
    per('Member School Communications Numbers', ['SK'], c.SCHOOL_COMMUNICATION_QUALIFIERS, s('93')),
    false,
  ),
  otherParty(
    '2100F',
    'Custodial Parent',
    1,
    personName('Custodial Parent', ['S3'], 'R', true),
    per('Custodial Parent Communications Numbers', ['PQ'], c.COMMUNICATION_QUALIFIERS, notUsed),
    false,
  ),
  otherParty(
    '2100G',
    'Responsible Person',
    13,
    personName('Responsible Person', c.RESPONSIBLE_PERSON_ENTITIES, 'S', true),
    per('Responsible Person Communications Numbers', ['RP'], c.COMMUNICATION_QUALIFIERS, notUsed),
    false,
  ),
  otherParty(
    '2100H',
    'Drop Off Location',
    1,
    organization('Drop Off Location', ['45'], c.PERSON, null),
    null,
    false,
  ),
  loop('2200', 'Disability Information', 'S', MANY, [
    segment('DSB', 'Disability Information', 'R', 1, [
      r('1146', c.DISABILITY_TYPES),
      notUsed,
      notUsed,
      notUsed,
      notUsed,
      notUsed,
      s('235', c.DIAGNOSIS_QUALIFIERS),
      s('1137'),
    ]),
    dtp('Disability Eligibility Dates', 'S', 2, c.DISABILITY_DATE_QUALIFIERS, c.DATE_FORMAT_D8),
  ]),
  healthCoverage,
  reportingCategories,
]);
