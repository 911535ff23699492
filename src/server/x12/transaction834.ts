import type { X12FunctionalGroup, X12Transaction } from 'node-x12';
import { COVERAGE_LEVELS, RELATIONSHIP_CODES, TIER_COVERS } from './coverageCodes';
import type { Contact834, Coverage834, Enrollment834, Member834, Party834 } from './enrollment834';
import { withoutTrailingEmpties, x12Amount, x12Date, x12Email, x12Moment, x12Text } from './x12Values';

/** ST03 and GS08: the implementation guide this 834 follows. */
export const IMPLEMENTATION_GUIDE = '005010X220A1';
/** INS03 and HD01: 021, an addition (a new enrollment). */
const ADDITION = '021';
/** INS04: 28, initial enrollment. */
const INITIAL_ENROLLMENT = '28';
/** BGN01: 00, original; 15, re-submission of a transaction the carrier rejected (docs/x12-834.md). */
const ORIGINAL = '00';
const RESUBMISSION = '15';
/** BGN08: 2, change (update): the file adds these members and leaves the carrier's others alone. */
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

function memberLoop(transaction: X12Transaction, enrollment: Enrollment834, member: Member834): void {
  const subscriber = member.relationship === 'subscriber';
  const covered = coveragesOf(member, enrollment.coverages);
  const begins = covered.map((coverage) => coverage.effectiveDate).sort()[0];
  // 2000: INS01 Y for the subscriber, INS02 relationship, INS03 addition, INS04 initial enrollment,
  // INS05 A (active); INS08 the subscriber's employment status.
  add(transaction, 'INS', [
    subscriber ? 'Y' : 'N',
    RELATIONSHIP_CODES[member.relationship],
    ADDITION,
    INITIAL_ENROLLMENT,
    'A',
    '',
    '',
    subscriber ? enrollment.employmentStatus : '',
  ]);
  add(transaction, 'REF', ['0F', x12Text(enrollment.policyId, 50)]);
  if (enrollment.groupNumber) add(transaction, 'REF', ['1L', x12Text(enrollment.groupNumber, 50)]);
  if (subscriber && enrollment.hireDate) add(transaction, 'DTP', ['336', 'D8', x12Date(enrollment.hireDate)]);
  if (begins) add(transaction, 'DTP', ['356', 'D8', x12Date(begins)]);
  // 2100A: the member's name, with the SSN (34) when given.
  add(transaction, 'NM1', [
    'IL',
    '1',
    x12Text(member.lastName, 60),
    x12Text(member.firstName, 35),
    x12Text(member.middleName, 25),
    '',
    '',
    member.ssn ? '34' : '',
    member.ssn ?? '',
  ]);
  if (subscriber && enrollment.contact) contactSegment(transaction, enrollment.contact);
  if (subscriber && member.address) {
    const { address } = member;
    add(transaction, 'N3', [x12Text(address.line1, 55), x12Text(address.line2, 55)]);
    add(transaction, 'N4', [x12Text(address.city, 30), address.state, address.zip]);
  }
  add(transaction, 'DMG', ['D8', x12Date(member.birthDate), member.gender]);
  // 2300: each coverage the member has, with the day it begins; on the subscriber's, its premium (P3)
  // and its amount (FK), which are the coverage's, not each member's.
  for (const coverage of covered) {
    add(transaction, 'HD', [
      ADDITION,
      '',
      coverage.insuranceLine,
      x12Text(coverage.coverageCode, 50),
      COVERAGE_LEVELS[coverage.tier],
    ]);
    add(transaction, 'DTP', ['348', 'D8', x12Date(coverage.effectiveDate)]);
    if (!subscriber || !enrollment.amounts) continue;
    add(transaction, 'AMT', ['P3', x12Amount(coverage.premiumCents)]);
    if (coverage.coverageAmountCents !== null)
      add(transaction, 'AMT', ['FK', x12Amount(coverage.coverageAmountCents)]);
  }
}

/**
 * Adds one enrollment's 834 transaction set (ST to SE) to `group`, numbered `controlNumber` (ST02/SE02,
 * unique in the group), made at `createdAt` (BGN03/BGN04). node-x12 keeps SE01 the count of the set's
 * segments, ST and SE included. A member no coverage of this carrier covers is left out; the
 * subscriber never is.
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
  add(transaction, 'BGN', [purpose, x12Text(enrollment.policyId, 50), date, time, '', '', '', ACTION_UPDATE]);
  if (enrollment.masterPolicy) add(transaction, 'REF', ['38', x12Text(enrollment.masterPolicy, 50)]);
  party(transaction, 'P5', enrollment.sponsor);
  party(transaction, 'IN', enrollment.payer);
  if (enrollment.broker) party(transaction, 'BO', enrollment.broker);
  for (const member of enrollment.members) {
    if (member.relationship === 'subscriber' || coveragesOf(member, enrollment.coverages).length > 0)
      memberLoop(transaction, enrollment, member);
  }
  return transaction;
}
