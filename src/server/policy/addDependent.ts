import type { PolicyChangeRequest } from '../../contract/policyCalls';
import { dependentCoverageStart } from '../../domain/changeDates';
import { type CalendarDate, formatMdy, parseMdy } from '../../domain/dates';
import { dependentListProblem } from '../../domain/dependentCounts';
import { SSN_MESSAGE } from '../../domain/fieldRules';
import { addsChildOnly, mayHaveNoSsn } from '../../domain/newborn';
import type { EnrollmentScope } from '../enrollment/enrollmentScope';
import { fieldSettingsFor, optionListsFor } from '../enrollment/fieldSettings';
import type { TabDoc } from '../enrollment/tabStore';
import { AppError, fieldError } from '../http/appError';
import { checkEntry } from '../steps/configured/configuredCheck';
import { currentMembers, refuseSamePerson } from './changeDuplicates';
import { type CheckedEvent, requiredEvent } from './changeEvent';
import { type ChangePlan, fullName, openCoverages } from './changePlan';
import { coveredNow, respanCoverage } from './changeTiers';
import type { PolicyDeps } from './policyChanges';
import { type PolicyPerson, personOf } from './policyRecord';
import type { PolicyState } from './policyState';

/** What decides the dependent's fields: the policy's running plans, its group and process. */
function policyScope(state: PolicyState): EnrollmentScope {
  const open = state.spans.filter((span) => span.end === null).map((span) => span.row);
  return {
    planIds: [...new Set(open.map((row) => row.plan_id))],
    carrierIds: [...new Set(open.map((row) => row.carrier_id))],
    categories: [...new Set(open.map((row) => row.category))],
    anyPlanNeedsHealth: false,
    groupId: state.groupId,
    eprocess: state.eprocess,
  };
}

/**
 * The new dependent checked as the Dependents step checks one (its field list for this policy's plans,
 * the same check and option lists), except that a newborn (a birth or adoption, under 1) may have no SSN
 * yet; a masked SSN stands for nothing here. Errors at "person.…" (400).
 */
async function checkedPerson(
  deps: PolicyDeps,
  state: PolicyState,
  request: PolicyChangeRequest,
  event: CheckedEvent,
  today: CalendarDate,
): Promise<PolicyPerson> {
  const raw = request.person;
  if (!raw) throw fieldError('person', 'Enter the new dependent');
  const given = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as TabDoc;
  if (typeof given.ssn === 'string' && !/^\d{9}$/.test(given.ssn.trim()))
    throw fieldError('person.ssn', SSN_MESSAGE);
  const birth = typeof given.birthdate === 'string' ? parseMdy(given.birthdate.trim()) : null;
  const newborn = mayHaveNoSsn(event.event.id, birth, today);
  const settings = await fieldSettingsFor(deps.db, 'dependent', policyScope(state));
  const fields = settings.map((field) =>
    field.name === 'ssn' && newborn ? { ...field, required: false } : field,
  );
  const lists = await optionListsFor(deps.db, fields);
  const checked = checkEntry({ now: () => deps.now() }, 'dependent', given, fields, lists, 'person.');
  if (!checked.doc || checked.errors.length > 0) throw new AppError(400, checked.errors);
  return personOf(checked.doc);
}

/**
 * add_dependent: a newborn, adopted child or spouse joins the policy under an event that allows adding a
 * member, reported in its window. Covered from the event's effective date (or the policy's start when
 * later) on each running coverage, the tier moving to the one that covers the new set of members.
 */
export async function planAddDependent(
  deps: PolicyDeps,
  state: PolicyState,
  request: PolicyChangeRequest,
  today: CalendarDate,
): Promise<ChangePlan> {
  const event = await requiredEvent(deps.db, request, 'add_member', today);
  const person = await checkedPerson(deps, state, request, event, today);
  const relationship: 'spouse' | 'child' = request.person?.relationship === 'spouse' ? 'spouse' : 'child';
  if (relationship !== 'child' && addsChildOnly(event.event.id))
    throw fieldError('person.relationship', `${event.event.name} adds a child, not a spouse`, 409);
  refuseSamePerson(state, person);
  const members = currentMembers(state);
  const countProblem = dependentListProblem({
    tier: 'IF',
    premier: false,
    existingMember: false,
    relationships: [...members.filter((m) => m.number !== 1).map((m) => m.relationship), relationship],
  });
  if (countProblem) throw fieldError('person.relationship', countProblem, 409);
  const number = Math.max(0, ...state.members.map((member) => member.number)) + 1;
  const from = dependentCoverageStart(event.effective, state.start);
  const plan: ChangePlan = {
    kind: 'add_dependent',
    event,
    effective: from,
    memberNumber: number,
    pricedOn: from,
    ends: [],
    starts: [],
    newMember: { number, relationship, person },
    details: { request },
    summary: `Add ${fullName(person)} (${relationship}) from ${formatMdy(from)}`,
    alsoCarriers: [],
  };
  for (const coverage of openCoverages(state)) {
    const after = [...coveredNow(state, coverage), { number, relationship }];
    const respanned = await respanCoverage(deps.db, state, coverage, after, from, 'person.relationship');
    plan.ends.push(...respanned.ends);
    plan.starts.push(...respanned.starts);
  }
  if (plan.starts.length === 0)
    throw fieldError('kind', 'This policy has no running coverage to add a dependent to', 409);
  return plan;
}
