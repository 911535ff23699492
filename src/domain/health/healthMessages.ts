/** The health step's own messages; the general ones ('Field is required', dates) are in fieldRules.ts. */
import { MAX_MEDICATIONS } from './healthQuestion';

/** A question id the enrollment does not ask (a stale form, or a forged one). */
export const UNKNOWN_QUESTION_MESSAGE = 'This question is not asked in this enrollment';

/** Only one condition per question is captured (document 3, section 3). */
export const ONE_CONDITION_MESSAGE = 'Only one condition per question';

/** A Yes to the medication question without any medication row. */
export const ADD_MEDICATION_MESSAGE = 'Please add at least one medication';

/** More rows than allowed; worded like the beneficiaries' limit. */
export const MAX_MEDICATIONS_MESSAGE = `Maximum allowed number of medications is ${MAX_MEDICATIONS}`;

/** A recovery dated before the condition began. */
export const RECOVERY_BEFORE_ONSET_MESSAGE = 'Date of Recovery cannot be before Date of Onset';
