import { z } from 'zod';
import { entryId } from '../domain/formFields/beneficiaryFields';
import { dependentFields } from '../domain/formFields/dependentFields';
import { staticShape } from '../domain/formFields/stepFields';
import { DEPENDENTS_BODY_BYTES } from './bodyLimits';
import { endpoint } from './endpoint';
import { primaryHealthShape } from './healthCalls';
import { enrollmentId, enrollmentQuery } from './wireFields';

/** A dependent's primary_info on the wire: the known fields by type and size, and `employed` always '0'. */
const dependentPrimaryInfo = staticShape(dependentFields()).extend({
  employed: z.literal('0').optional(),
});

/**
 * One dependent as document 3 sends it: its server-given id (absent for a new one), primary_info,
 * and health_info when the health tab is required (the primary step's answer shape).
 */
const dependentEntry = z.object({
  dependent_id: entryId().optional(),
  primary_info: dependentPrimaryInfo,
  health_info: primaryHealthShape.nullable().optional(),
});
export type DependentWire = z.infer<typeof dependentEntry>;

/** A longer list than the rule allows still reaches the rule, which says so in the product's words. */
const LIST_SHAPE_LIMIT = 20;

/** The list as save-dependent-info and save-dependent-info-to-temp take it. */
export const dependentList = z.object({ dependents: z.array(dependentEntry).max(LIST_SHAPE_LIMIT) });

/** Spelled so on the wire ("IO"): Member Only keeps no dependents. */
export const deleteDependentInIo = endpoint({
  method: 'POST',
  path: 'delete-dependent-in-IO',
  summary:
    'Removes the saved dependents (and their draft) of a Member Only enrollment; refused for a tier that covers dependents.',
  body: z.object({ enrollment_id: enrollmentId }),
  data: z.object({ deleted: z.boolean() }),
});

/**
 * One dependent on its own, checked as the save checks each entry: primary_info against this
 * enrollment's field list (empty values dropped first), health_info when the health tab is
 * required. The answer's id is the one sent, or a new one for a new dependent.
 */
export const validateSingleDependent = endpoint({
  method: 'POST',
  path: 'validate-single-dependent',
  summary:
    "Checks one dependent (primary_info, and health_info when health questions are required) against this enrollment's rules; stores nothing and answers the dependent's id.",
  body: dependentEntry.extend({ enrollment_id: enrollmentId }),
  data: z.object({ dependent_id: z.string() }),
  bodyLimit: DEPENDENTS_BODY_BYTES,
});

export const saveDependentInfoToTemp = endpoint({
  method: 'POST',
  path: 'save-dependent-info-to-temp',
  summary:
    'Keeps the dependents as the step’s draft after an add, edit or delete: each dependent checked, the list not yet complete.',
  body: dependentList.extend({ enrollment_id: enrollmentId }),
  data: z.object({ saved: z.boolean() }),
  bodyLimit: DEPENDENTS_BODY_BYTES,
});

/** A dependent on file: its id always, SSN masked, health answers initialised to No when empty. */
const dependentOnFile = dependentEntry.extend({ dependent_id: z.string() });

/** What get-dependents-existing-user-enrollment says of an enrollment that is not a current member's. */
export const NO_DEPENDENTS_ON_FILE = 'No dependents on file: this is not a current member’s enrollment';

export const getDependentsExistingUserEnrollment = endpoint({
  method: 'GET',
  path: 'get-dependents-existing-user-enrollment',
  summary:
    "A current member's dependents on file that fit the enrollment's tier (SSNs masked); 404 for any other enrollment.",
  query: enrollmentQuery,
  data: z.object({ result: z.object({ dependents: z.array(dependentOnFile) }) }),
});
