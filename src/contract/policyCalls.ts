import { z } from 'zod';
import { dependentFields } from '../domain/formFields/dependentFields';
import { staticShape } from '../domain/formFields/stepFields';
import { changeProof } from './changeProofCalls';
import { endpoint } from './endpoint';

/**
 * Coverage after the receipt (issue 41): a submitted enrollment is a policy (its confirmation number,
 * policy_id) with members, each member's coverage a run of dated spans, and changes made to it by the
 * member (from their member link), the rep or group administrator (the book of business) and the
 * agency's systems (the agency API, keys made with --write). One request shape serves them all.
 */

/** What a change does. The employer's "employment ended" is `terminate` with the event employment_ended. */
const CHANGE_KINDS = [
  'add_dependent',
  'remove_dependent',
  'change_address',
  'change_option',
  'cancel',
  'terminate',
  'reinstate',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** A date as the wizard writes it. */
const mdy = z.string().trim().max(10);

/** The dependent's fields with the wizard's names and codes (gender 0 Male, 1 Female); a newborn may have no SSN. */
const changePerson = staticShape(dependentFields());

const changeAddress = z.object({
  address1: z.string().max(100),
  address2: z.string().max(100).optional(),
  city: z.string().max(60),
  state: z.string().max(2),
  zip: z.string().max(10),
});

/** The request of every change, as the agency API takes it; the kind says which fields it needs. */
export const policyChangeRequest = z.object({
  kind: z.enum(CHANGE_KINDS, { error: () => 'Choose what to change' }),
  /** A life event id of the catalog (life_events.json), e.g. "birth"; null or absent: none. */
  event: z.string().max(60).nullable().optional(),
  event_date: mdy.optional(),
  /** add_dependent: the new dependent. */
  person: changePerson.optional(),
  /** remove_dependent, and a change about one member: the member_id of get-policy. */
  member_id: z.string().max(10).optional(),
  /** change_address: the subscriber's new home address. */
  address: changeAddress.optional(),
  /** change_option: the plan option to move to (a plan of the same category and its pricing option). */
  plan_id: z.coerce.number().int().positive().optional(),
  option: z.string().max(100).optional(),
  /** terminate: the last day of coverage (end of this month when absent). */
  end_date: mdy.optional(),
  reason: z.string().max(300).optional(),
});
export type PolicyChangeRequest = z.infer<typeof policyChangeRequest>;

/** What a change answers: its id, where it stands with the carriers, and the day it takes effect. */
export const policyChangeAnswer = z.object({
  change_id: z.string(),
  status: z.string(),
  effective_date: z.string(),
});

/** What a change would do, before it is made: the day it takes effect and the monthly price before and after. */
export const policyChangePreview = z.object({
  effective_date: z.string(),
  monthly_before: z.number(),
  monthly_after: z.number(),
  /** The change in words, e.g. "Add Baby Smith (child) from 03/14/2026". */
  summary: z.string(),
});

/** One member's coverage under one plan option: dates mm/dd/yyyy, `end` null while it runs on. */
const coverageSpan = z.object({
  plan_id: z.number(),
  plan_name: z.string(),
  carrier_name: z.string(),
  category: z.string(),
  option: z.string(),
  tier: z.string(),
  start: z.string(),
  end: z.string().nullable(),
});

export const policyMember = z.object({
  member_id: z.string(),
  relationship: z.enum(['subscriber', 'spouse', 'child']),
  first_name: z.string(),
  last_name: z.string(),
  coverage: z.array(coverageSpan),
});

export const policyChange = z.object({
  change_id: z.string(),
  kind: z.enum(CHANGE_KINDS).or(z.literal('renew')),
  event: z.string().nullable(),
  event_date: z.string().nullable(),
  effective_date: z.string(),
  made_by: z.string(),
  made_at: z.string(),
  monthly_before: z.number(),
  monthly_after: z.number(),
  carrier_status: z.string(),
  /** The proof the change's event asks for, in words (life_events.json `proof`); null: none. */
  proof_asked: z.string().nullable(),
  /** The proofs uploaded for it, oldest first, with their reviews. */
  proofs: z.array(changeProof),
});

/** A life event a change may name, with its window in days (the catalog's life_events.json). */
const lifeEventChoice = z.object({
  id: z.string(),
  name: z.string(),
  window_before_days: z.number(),
  window_after_days: z.number(),
  allows: z.array(z.string()),
  proof: z.string().nullable(),
});

/** A policy whole: its members with their spans, its changes, and what the caller may ask. */
const policyView = z.object({
  policy_id: z.string(),
  status: z.enum(['pending', 'active', 'ended', 'cancelled']),
  monthly: z.number(),
  members: z.array(policyMember),
  changes: z.array(policyChange),
  life_events: z.array(lifeEventChoice),
});
export type PolicyView = z.infer<typeof policyView>;

const policyId = z.string().min(1, 'Policy not found').max(40, 'Policy not found');
/** The member link's enrollment (member home) names the member; a rep or group administrator leaves it out. */
const asMember = z.string().max(64).optional();

export const getMemberPolicies = endpoint({
  method: 'GET',
  path: 'get-member-policies',
  summary:
    "The policies of the member whose member link opened this enrollment (member home): each with its members, coverage spans and changes. Not a member's enrollment: 404.",
  query: z.object({ enrollment_id: z.string().max(64) }),
  data: z.object({ policies: z.array(policyView) }),
});

export const getPolicy = endpoint({
  method: 'GET',
  path: 'get-policy',
  summary:
    "One policy in the caller's reach (the member by their member link's enrollment_id; the signed-in rep or group administrator by their book): members, spans, changes and the life events a change may name. Outside the reach: 404.",
  query: z.object({ policy_id: policyId, enrollment_id: asMember }),
  data: policyView,
});

const changeBody = policyChangeRequest.extend({ policy_id: policyId, enrollment_id: asMember });

export const previewPolicyChange = endpoint({
  method: 'POST',
  path: 'preview-policy-change',
  summary:
    "What a change would do to a policy in the caller's reach, nothing saved: the day it takes effect and the monthly price before and after; refused as make-policy-change would refuse it (outside the window, a duplicate: 409; bad fields: 400).",
  body: changeBody,
  data: policyChangePreview,
});

export const makePolicyChange = endpoint({
  method: 'POST',
  path: 'make-policy-change',
  summary:
    "Makes a change to a policy in the caller's reach: its spans, its history and its carriers' 834 in one transaction. Outside the event's window or a duplicate: 409 with the reason at the field; bad fields: 400.",
  body: changeBody,
  data: policyChangeAnswer,
});

export const makeAgencyPolicyChange = endpoint({
  method: 'POST',
  host: 'agency',
  path: 'enrollments/:policy_id/changes',
  security: 'apiKey',
  summary:
    "Makes a change to a policy in the key's scope (keys made with --write only: 403 otherwise): add or remove a dependent, change the address or plan option, cancel, terminate or reinstate, with the life event that allows it. Answers the change's id, status and effective date; outside the window or a duplicate: 409; bad fields: 400; outside the scope: 404.",
  params: z.object({ policy_id: policyId }),
  body: policyChangeRequest,
  data: policyChangeAnswer,
});
