import type { X12FunctionalGroup, X12Transaction } from 'node-x12';
import { COVERAGE_LEVELS, RELATIONSHIP_CODES, TIER_COVERS } from './coverageCodes';
import type {
  Beneficiary834,
  Contact834,
  Coverage834,
  Enrollment834,
  Member834,
  MemberMaintenance834,
  Party834,
} from './enrollment834';
import { withoutTrailingEmpties, x12Amount, x12Date, x12Email, x12Moment, x12Text } from './x12Values';

/** ST03 and GS08: the implementation guide this 834 follows. */
export const IMPLEMENTATION_GUIDE = '005010X220A1';
/** INS03 and HD01: 021, an addition (a new enrollment); 024 an ending; 030 an audit. */
const ADDITION = '021';
const TERMINATION = '024';
const AUDIT = '030';
/** INS04: 28, initial enrollment. */
const INITIAL_ENROLLMENT = '28';
/** BGN01: 00, original; 15, re-submission of a transaction the carrier rejected (docs/x12-834.md). */
const ORIGINAL = '00';
const RESUBMISSION = '15';
/**
 * BGN08: 2, change (update): the file adds or changes these members and leaves the carrier's others
 * alone; a change's own action otherwise (4 verify, an audit file: docs/x12-834.md).
 */
const ACTION_UPDATE = '2';

function add(transaction: X12Transaction, tag: string, elements: readonly string[]): void {
  transaction.addSegment(tag, withoutTrailingEmpties(elements));
}

function party(transaction: X12Transaction, code: string, who: Party834): void {
  add(transaction, 'N1', [code, x12Text(who.name, 60), who.idQualifier, x12Text(who.id, 80)]);
}

/** The coverages of `coverages` that cover `member` (a tier covers the subscriber and, by it, dependents). */
function coveragesOf(member: Member834, coverages: readonly Coverage834[]): Coverage834[] {
  return coverages.filter((coverage) => TIER_COVERS[coverage.tier].includes(member.relationship));
}

/** 2100A PER*IP: the member's phone (TE) then e-mail (EM), those given; none when neither is. */
function contactSegment(transaction: X12Transaction, contact: Contact834): void {
  const email = contact.email ? x12Email(contact.email) : null;
  const numbers = [
    ...(contact.phone ? ['TE', x12Text(contact.phone, 256)] : []),
    ...(email ? ['EM', email] : []),
  ];
  if (numbers.length > 0) add(transaction, 'PER', ['IP', '', ...numbers]);
}

/** The day the enrollment's first coverage with this carrier begins. */
function firstBegins(coverages: readonly Coverage834[]): string | undefined {
  return coverages.map((coverage) => coverage.effectiveDate).sort()[0];
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a beneficiary is this member: the same SSN when both have one, else the same names and birth date. */
function isMember(beneficiary: Beneficiary834, member: Member834): boolean {
  if (beneficiary.ssn && member.ssn) return beneficiary.ssn === member.ssn;
  return (
    sameText(beneficiary.firstName, member.firstName) &&
    sameText(beneficiary.lastName, member.lastName) &&
    beneficiary.birthDate === member.birthDate
  );
}

/**
 * LS/LE 2700: a member's beneficiary designations as reporting categories, one 2750 each: N1*75 names the
 * designation (PRIMARY BENEFICIARY), REF*ZZ its share in whole percent, DTP*007 the day it takes effect.
 */
function designationLoops(
  transaction: X12Transaction,
  designations: readonly Beneficiary834[],
  effective: string | undefined,
): void {
  if (designations.length === 0) return;
  add(transaction, 'LS', ['2700']);
  for (const [index, designation] of designations.entries()) {
    add(transaction, 'LX', [String(index + 1)]);
    add(transaction, 'N1', ['75', `${designation.designation.toUpperCase()} BENEFICIARY`]);
    add(transaction, 'REF', ['ZZ', String(designation.percent)]);
    if (effective) add(transaction, 'DTP', ['007', 'D8', x12Date(effective)]);
  }
  add(transaction, 'LE', ['2700']);
}

/** The member's name with the SSN (34) when given: 2100A NM1*IL. */
function memberName(
  transaction: X12Transaction,
  who: { firstName: string; middleName: string; lastName: string; ssn: string | null },
): void {
  add(transaction, 'NM1', [
    'IL',
    '1',
    x12Text(who.lastName, 60),
    x12Text(who.firstName, 35),
    x12Text(who.middleName, 25),
    '',
    '',
    who.ssn ? '34' : '',
    who.ssn ?? '',
  ]);
}

/**
 * A beneficiary who is no member of the file: a 2000 loop of their own with no coverage (INS01 N, INS02
 * their relationship to the subscriber), their name, SSN and birth date (gender unknown: the step does
 * not ask it) and their designation.
 */
function beneficiaryLoop(
  transaction: X12Transaction,
  enrollment: Enrollment834,
  beneficiary: Beneficiary834,
): void {
  add(transaction, 'INS', ['N', beneficiary.relationshipCode, ADDITION, INITIAL_ENROLLMENT, 'A']);
  add(transaction, 'REF', ['0F', x12Text(enrollment.policyId, 50)]);
  if (enrollment.groupNumber) add(transaction, 'REF', ['1L', x12Text(enrollment.groupNumber, 50)]);
  memberName(transaction, beneficiary);
  if (beneficiary.birthDate) add(transaction, 'DMG', ['D8', x12Date(beneficiary.birthDate), 'U']);
  designationLoops(transaction, [beneficiary], firstBegins(enrollment.coverages));
}

/** A submission's member: added (021) with each coverage of the carrier that covers them, from its first day. */
function submissionMaintenance(member: Member834, coverages: readonly Coverage834[]): MemberMaintenance834 {
  return {
    type: ADDITION,
    effectiveDate: null,
    coverages: coveragesOf(member, coverages).map((coverage) => ({
      coverage,
      type: ADDITION,
      begins: coverage.effectiveDate,
      ends: null,
      changed: null,
    })),
  };
}

function memberLoop(
  transaction: X12Transaction,
  enrollment: Enrollment834,
  member: Member834,
  maintenance: MemberMaintenance834,
  designations: readonly Beneficiary834[],
): void {
  const subscriber = member.relationship === 'subscriber';
  const begins = maintenance.coverages
    .map((entry) => entry.begins)
    .filter((date): date is string => date !== null)
    .sort()[0];
  // 2000: INS01 Y for the subscriber, INS02 relationship, INS03 what is done (021 for a submission), INS04
  // why (28 initial enrollment for a submission), INS05 A (active); INS08 the subscriber's employment status.
  add(transaction, 'INS', [
    subscriber ? 'Y' : 'N',
    RELATIONSHIP_CODES[member.relationship],
    maintenance.type,
    enrollment.maintenance?.reason ?? INITIAL_ENROLLMENT,
    'A',
    '',
    '',
    subscriber ? enrollment.employmentStatus : '',
  ]);
  add(transaction, 'REF', ['0F', x12Text(enrollment.policyId, 50)]);
  if (enrollment.groupNumber) add(transaction, 'REF', ['1L', x12Text(enrollment.groupNumber, 50)]);
  if (maintenance.effectiveDate) add(transaction, 'DTP', ['303', 'D8', x12Date(maintenance.effectiveDate)]);
  if (subscriber && enrollment.hireDate) add(transaction, 'DTP', ['336', 'D8', x12Date(enrollment.hireDate)]);
  // Eligibility begins: said when the member is added or audited, never on a change or an ending.
  if (begins && (maintenance.type === ADDITION || maintenance.type === AUDIT))
    add(transaction, 'DTP', ['356', 'D8', x12Date(begins)]);
  memberName(transaction, member);
  if (subscriber && enrollment.contact) contactSegment(transaction, enrollment.contact);
  if (subscriber && member.address) {
    const { address } = member;
    add(transaction, 'N3', [x12Text(address.line1, 55), x12Text(address.line2, 55)]);
    add(transaction, 'N4', [x12Text(address.city, 30), address.state, address.zip]);
  }
  add(transaction, 'DMG', ['D8', x12Date(member.birthDate), member.gender]);
  // 2300: each coverage, with what is done to it and its dates; on the subscriber's, its premium (P3)
  // and its amount (FK), which are the coverage's, not each member's (none on an ending).
  for (const entry of maintenance.coverages) {
    const { coverage } = entry;
    add(transaction, 'HD', [
      entry.type,
      '',
      coverage.insuranceLine,
      x12Text(coverage.coverageCode, 50),
      COVERAGE_LEVELS[coverage.tier],
    ]);
    if (entry.begins) add(transaction, 'DTP', ['348', 'D8', x12Date(entry.begins)]);
    if (entry.ends) add(transaction, 'DTP', ['349', 'D8', x12Date(entry.ends)]);
    if (entry.changed) add(transaction, 'DTP', ['303', 'D8', x12Date(entry.changed)]);
    if (!subscriber || !enrollment.amounts || entry.type === TERMINATION) continue;
    add(transaction, 'AMT', ['P3', x12Amount(coverage.premiumCents)]);
    if (coverage.coverageAmountCents !== null)
      add(transaction, 'AMT', ['FK', x12Amount(coverage.coverageAmountCents)]);
  }
  designationLoops(transaction, designations, firstBegins(enrollment.coverages));
}

/**
 * Adds one enrollment's 834 transaction set (ST to SE) to `group`, numbered `controlNumber` (ST02/SE02,
 * unique in the group), made at `createdAt` (BGN03/BGN04). node-x12 keeps SE01 the count of the set's
 * segments, ST and SE included. A member no coverage of this carrier covers is left out; the
 * subscriber never is. Beneficiaries follow the members, each once (docs/x12-834.md, "Beneficiaries").
 */
export function addTransaction834(
  group: X12FunctionalGroup,
  controlNumber: number,
  enrollment: Enrollment834,
  createdAt: Date,
): X12Transaction {
  if (!Number.isInteger(controlNumber) || controlNumber < 1 || controlNumber > 999_999_999)
    throw new Error(`ST02 must be 1 to 999999999: ${controlNumber}`);
  const transaction = group.addTransaction();
  transaction.setHeader(['834', String(controlNumber).padStart(4, '0'), IMPLEMENTATION_GUIDE]);
  const { date, time } = x12Moment(createdAt);
  const purpose = enrollment.resubmission ? RESUBMISSION : ORIGINAL;
  const { maintenance } = enrollment;
  add(transaction, 'BGN', [
    purpose,
    x12Text(maintenance?.reference ?? enrollment.policyId, 50),
    date,
    time,
    '',
    '',
    '',
    maintenance?.action ?? ACTION_UPDATE,
  ]);
  if (enrollment.masterPolicy) add(transaction, 'REF', ['38', x12Text(enrollment.masterPolicy, 50)]);
  party(transaction, 'P5', enrollment.sponsor);
  party(transaction, 'IN', enrollment.payer);
  if (enrollment.broker) party(transaction, 'BO', enrollment.broker);
  if (maintenance) {
    // A change or an audit: exactly the members it is about, each as it says (a newborn alone, never
    // the subscriber re-added).
    for (const member of enrollment.members)
      if (member.maintenance) memberLoop(transaction, enrollment, member, member.maintenance, []);
    return transaction;
  }
  const members = enrollment.members.filter(
    (member) => member.relationship === 'subscriber' || coveragesOf(member, enrollment.coverages).length > 0,
  );
  // A beneficiary who is a dependent in the file gets the designation on that member's loop.
  const beneficiaries = enrollment.beneficiaries ?? [];
  const memberOf = (beneficiary: Beneficiary834) =>
    members.find((member) => member.relationship !== 'subscriber' && isMember(beneficiary, member));
  for (const member of members)
    memberLoop(
      transaction,
      enrollment,
      member,
      submissionMaintenance(member, enrollment.coverages),
      beneficiaries.filter((beneficiary) => memberOf(beneficiary) === member),
    );
  for (const beneficiary of beneficiaries)
    if (!memberOf(beneficiary)) beneficiaryLoop(transaction, enrollment, beneficiary);
  return transaction;
}
