import { z } from 'zod';
import { applicantBirthDate, zipCode } from '../domain/fieldRules';
import { eligibilityForm, INVALID_ZIP } from '../domain/forms/eligibilityForm';
import { type PlanFilterForm, planFilterForm } from '../domain/forms/planFilterForm';
import { categoryChoice, coverageChoice } from '../domain/forms/siteWizardForm';
import { endpoint } from './endpoint';
import { referralId } from './referralCalls';
import { enrollmentId, listResult, numericId, withoutEmptyValues } from './wireFields';

export const EPROCESSES = ['rep', 'applicant', 'group'] as const;
const OPEN_TYPES = ['agent', 'group', 'user'] as const;

/** Who the enrollment is for and through whom; optional on the plain landing page. */
const enrollmentContext = z.object({
  eprocess: z.enum(EPROCESSES).optional(),
  open_type: z.enum(OPEN_TYPES).optional(),
  type: z.enum(['new-user', 'existing-user']).optional(),
  agent_id: z.coerce.number().int().positive().optional(),
  group_id: z.coerce.number().int().positive().optional(),
  platform_group_id: z.coerce.number().int().positive().optional(),
  /** A referral link's id: the rep, group and portal then come from the link itself. */
  referral: referralId.optional(),
});

/**
 * The shopper's saved filter: what get-enrollment-temp-info answers for `filter_info`. Every field is
 * checked by the forms that save it (eligibilityForm, planFilterForm); the server only stores and
 * answers what passed them, so the answer is typed here as every call's is, not parsed again.
 */
export interface FilterInfo {
  zip: string;
  dob: string;
  gender: '0' | '1';
  tier: 'IO' | 'IS' | 'IC' | 'IF';
  state: string;
  city: string;
  /** Tobacco use: null until the shopper says (a tobacco-rated plan then asks). */
  is_smoker: '0' | '1' | null;
  annual_incode: number | null;
  working_hours: number | null;
  /** From the doctor-branded wizard: the categories and coverage interest chosen. */
  categories?: string[];
  coverage?: string;
}

export const validateZipCode = endpoint({
  method: 'GET',
  path: 'validate-zip-code',
  summary: 'Checks a zip code and returns its city and state.',
  query: z.object({ zip_code: zipCode(INVALID_ZIP) }),
  data: z.object({ zip: z.string(), city: z.string(), state_abbreviation: z.string() }),
});

export const validateDob = endpoint({
  method: 'GET',
  host: 'benefit',
  path: 'v2/validate-dob',
  summary: 'Checks a date of birth: a real date, not in the future, an applicant of at least 18.',
  query: z.object({ dob: applicantBirthDate() }),
  data: z.object({ dob: z.string(), age: z.number().int() }),
});

export const addFilterForNewUser = endpoint({
  method: 'POST',
  path: 'add-filter-for-new-user',
  summary: 'Creates a temporary enrollment from the eligibility filter and binds it to this browser.',
  body: eligibilityForm()
    .extend(enrollmentContext.shape)
    .extend({ categories: categoryChoice().optional(), coverage: coverageChoice().optional() }),
  data: z.object({ temp_enrollment_id: enrollmentId }),
});

/** The filter fields change-filter-info takes, spelled as on the wire (annual_incode). */
const filterChange = planFilterForm().partial().omit({ annual_income: true }).extend({
  annual_incode: planFilterForm().shape.annual_income,
  /** The plan on screen, if any: the answer names the plan to show after the change. */
  plan_id: z.coerce.number().int().positive().optional(),
  categories: categoryChoice().optional(),
  coverage: coverageChoice().optional(),
});

export const changeFilterInfo = endpoint({
  method: 'PUT',
  path: 'change-filter-info/:tempId',
  summary:
    'Updates the filter of an enrollment in place; empty values are dropped; the cart is repriced. Given the plan on screen, answers the plan to show now (its successor once retired), else null.',
  params: z.object({ tempId: enrollmentId }),
  body: withoutEmptyValues(filterChange),
  data: z.object({ plan_id: z.number().nullable() }),
});

/** A plan-filter form's values as the change-filter-info body. */
export function filterChangeBody(
  values: Partial<PlanFilterForm>,
  planId?: number,
): z.input<typeof filterChange> {
  const { annual_income, ...rest } = values;
  return {
    ...rest,
    ...(annual_income === undefined ? {} : { annual_incode: annual_income }),
    ...(planId === undefined ? {} : { plan_id: planId }),
  };
}

/** The wizard tabs as they are stored (benificiary_info and aggrement_info spelled so). */
export const STEP_COLUMNS = [
  'primary_info',
  'contact_info',
  'employer_info',
  'benificiary_info',
  'health_info',
  'dependent_info',
  'payment_info',
  'review_info',
  'aggrement_info',
] as const;
export type StepColumn = (typeof STEP_COLUMNS)[number];

const TEMP_INFO_COLUMNS = [
  'filter_info',
  'effective_date',
  'type',
  'eprocess',
  'group_id',
  ...STEP_COLUMNS,
] as const;
export type TempInfoColumn = (typeof TEMP_INFO_COLUMNS)[number];

export const getEnrollmentTempInfo = endpoint({
  method: 'GET',
  path: 'get-enrollment-temp-info',
  summary: 'Reads one saved part of an enrollment; sensitive numbers come back masked.',
  query: z.object({
    enrollment_id: enrollmentId,
    column: z.enum(TEMP_INFO_COLUMNS, { error: () => 'Unknown column' }),
  }),
  // For a step's column, `draft` holds Save and Continue Later's unsaved entries, if any.
  data: z.object({ result: z.unknown(), draft: z.unknown().optional() }),
});

export const getStates = endpoint({
  method: 'GET',
  path: 'get-states',
  summary: 'The states and territories, by code and name.',
  data: listResult(z.object({ code: z.string(), name: z.string() })),
});

export const getCommonMenu = endpoint({
  method: 'GET',
  path: 'get-common-menu',
  summary: 'The plan categories that have plans on offer, in menu order.',
  query: z.object({
    agent_id: z.string().max(20).optional(),
    group_id: z.string().max(20).optional(),
    portal_id: z.string().max(20).optional(),
    eprocess: z.string().max(20).optional(),
    open_type: z.string().max(20).optional(),
  }),
  data: listResult(z.string()),
});

export const getGroupMenu = endpoint({
  method: 'GET',
  path: 'get-group-menu',
  summary: 'The plan categories a group offers its people (all when the group sets no limit), in menu order.',
  query: z.object({
    group_id: numericId,
    /** 1 when the visitor came from the group's own website; the menu is the same. */
    from_site: z.enum(['0', '1']).optional(),
  }),
  data: listResult(z.string()),
});
