import {
  type AgreementMode,
  ENROLLMENT_PROCESSES,
  type EnrollmentProcess,
} from '../../../domain/agreement/agreementModes';
import { calendarDateOf, formatMdy } from '../../../domain/dates';
import type { OwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import type { AgreementVerificationTable } from '../../db/schema';
import type { EnrollmentScope } from '../../enrollment/enrollmentScope';
import { readTab } from '../../enrollment/tabStore';

/** The names, codes and date the enrollment itself gives: read-only on the form, never the browser's. */
interface AgreementIdentity {
  agent_name: string;
  agent_code: string;
  group_name: string;
  group_code: string;
  user_name: string;
  date: string;
}

/** How this enrollment's agreement is verified, decided by the server from its process and configuration. */
export interface AgreementSetup {
  eprocess: EnrollmentProcess;
  mode: AgreementMode;
  questionId: number | null;
  question: string | null;
  signatureRequired: boolean;
  identity: AgreementIdentity;
}

const processOf = (value: string): EnrollmentProcess =>
  (ENROLLMENT_PROCESSES as readonly string[]).includes(value) ? (value as EnrollmentProcess) : 'applicant';

/**
 * The verification row for this enrollment: of the rows for its process whose group and carrier
 * (null matches any) fit, the most specific — a group's over a carrier's over the general one.
 */
async function verificationRow(
  deps: AppDeps,
  eprocess: EnrollmentProcess,
  scope: EnrollmentScope,
): Promise<AgreementVerificationTable | null> {
  const rows = await deps.db
    .selectFrom('agreement_verifications')
    .selectAll()
    .where('eprocess', '=', eprocess)
    .orderBy('id')
    .execute();
  const fitting = rows.filter(
    (row) =>
      (row.group_id === null || row.group_id === scope.groupId) &&
      (row.carrier_id === null || scope.carrierIds.includes(row.carrier_id)),
  );
  const weight = (row: AgreementVerificationTable) =>
    (row.group_id === null ? 0 : 2) + (row.carrier_id === null ? 0 : 1);
  return fitting.reduce<AgreementVerificationTable | null>(
    (best, row) => (best === null || weight(row) > weight(best) ? row : best),
    null,
  );
}

const fullName = (...parts: unknown[]) =>
  parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');

/** The rep's and group's names and codes from their tables, the applicant's name from Personal Information. */
async function identityOf(deps: AppDeps, owned: OwnedEnrollment): Promise<AgreementIdentity> {
  const { row } = owned;
  const [agent, group, personal] = await Promise.all([
    row.agent_id === null
      ? undefined
      : deps.db
          .selectFrom('agents')
          .select(['first_name', 'last_name', 'code'])
          .where('id', '=', row.agent_id)
          .executeTakeFirst(),
    row.group_id === null
      ? undefined
      : deps.db
          .selectFrom('groups')
          .select(['name', 'code'])
          .where('id', '=', row.group_id)
          .executeTakeFirst(),
    readTab(deps, row.id, 'personal'),
  ]);
  return {
    agent_name: agent ? fullName(agent.first_name, agent.last_name) : '',
    agent_code: agent?.code ?? '',
    group_name: group?.name ?? '',
    group_code: group?.code ?? '',
    user_name: personal ? fullName(personal.first_name, personal.last_name) : '',
    date: formatMdy(calendarDateOf(deps.now())),
  };
}

/**
 * Who verifies this enrollment's agreement and how: a rep enrollment is the broker's, a group's the
 * group's, any other the applicant's (signature-only where configured). With no configuration row,
 * nothing is asked and only an applicant signs.
 */
export async function agreementSetupFor(
  deps: AppDeps,
  owned: OwnedEnrollment,
  scope: EnrollmentScope,
): Promise<AgreementSetup> {
  const eprocess = processOf(owned.row.eprocess);
  const [row, identity] = await Promise.all([
    verificationRow(deps, eprocess, scope),
    identityOf(deps, owned),
  ]);
  const signatureOnly = eprocess === 'applicant' && row?.signature_only === 1;
  const asked = row !== null && row.question !== null && row.question.trim() !== '';
  return {
    eprocess,
    mode: signatureOnly ? 'sigapplicant' : eprocess,
    questionId: asked ? row.question_id : null,
    question: asked ? row.question : null,
    signatureRequired: signatureOnly || (row ? row.signature_required === 1 : eprocess === 'applicant'),
    identity,
  };
}
