/** The Agreement step's fields, as get-form-fields-agreement-info names them (document 3, section 3). */
export const AGREEMENT_FIELD_NAMES = [
  'question_id',
  'question',
  'answer',
  'verification_code',
  'date',
  'agent_name',
  'agent_code',
  'group_name',
  'group_code',
  'user_name',
  'signature',
] as const;
export type AgreementFieldName = (typeof AGREEMENT_FIELD_NAMES)[number];

/** Who verifies the agreement: the broker, the group, the applicant, or the applicant by signature only. */
export const AGREEMENT_MODES = ['rep', 'group', 'applicant', 'sigapplicant'] as const;
export type AgreementMode = (typeof AGREEMENT_MODES)[number];

/** The enrollment processes (who fills the wizard in), as an enrollment's eprocess stores them. */
export const ENROLLMENT_PROCESSES = ['rep', 'group', 'applicant'] as const;
export type EnrollmentProcess = (typeof ENROLLMENT_PROCESSES)[number];

/**
 * Document 3, 4.4: the mode follows the required fields — a required broker name gives rep, a
 * group name group, a user name applicant, a signature alone sigapplicant.
 */
export function agreementModeOf(isRequired: (field: AgreementFieldName) => boolean): AgreementMode {
  if (isRequired('agent_name')) return 'rep';
  if (isRequired('group_name')) return 'group';
  if (isRequired('user_name')) return 'applicant';
  if (isRequired('signature')) return 'sigapplicant';
  return 'applicant';
}

/** The process a mode stands for, sent back as save-agreement-info's eprocess. */
export const processOfMode = (mode: AgreementMode): EnrollmentProcess =>
  mode === 'sigapplicant' ? 'applicant' : mode;

/** The verification block's heading (document 3, 2.4); a signature-only applicant is an applicant too. */
export const VERIFICATION_HEADINGS: Record<AgreementMode, string> = {
  rep: 'Broker Verification',
  group: 'Group Verification',
  applicant: 'Applicant Verification',
  sigapplicant: 'Applicant Verification',
};

/** Which name and code fields a mode shows, prefilled from the enrollment and read-only. */
export const MODE_IDENTITY: Record<
  AgreementMode,
  { name: 'agent_name' | 'group_name' | 'user_name' | null; code: 'agent_code' | 'group_code' | null }
> = {
  rep: { name: 'agent_name', code: 'agent_code' },
  group: { name: 'group_name', code: 'group_code' },
  applicant: { name: 'user_name', code: null },
  sigapplicant: { name: null, code: null },
};
