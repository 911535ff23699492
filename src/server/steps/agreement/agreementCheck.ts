import { createHash } from 'node:crypto';
import type { AgreementText } from '../../../contract/agreementBillingCalls';
import { MODE_IDENTITY } from '../../../domain/agreement/agreementModes';
import { REQUIRED } from '../../../domain/fieldRules';
import { type AgreementShape, agreementProblems } from '../../../domain/forms/agreementForm';
import type { OwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { agreementTextsFor } from '../../enrollment/agreementTexts';
import type { EnrollmentScope } from '../../enrollment/enrollmentScope';
import type { TabDoc } from '../../enrollment/tabStore';
import { AppError } from '../../http/appError';
import { agreementSetupFor } from './agreementSetup';
import { checkSignatureImage } from './signatureImage';

/** SHA-256 of the exact texts agreed to, heads and bodies, in their order: what the audit trail keeps. */
function agreementTextsHash(texts: readonly Pick<AgreementText, 'text_head' | 'text_body'>[]): string {
  const exact = JSON.stringify(texts.map((text) => [text.text_head, text.text_body]));
  return createHash('sha256').update(exact, 'utf8').digest('hex');
}

/**
 * STEP_CHECKS.agreement: this enrollment's texts ticked, consent to sign electronically, the
 * verification answer when asked, the mode's names present, a signature that is a real PNG when
 * the mode needs one. Answers the document to store: the server's names, codes, question and
 * date (never the browser's), the texts agreed to word for word and their hash.
 */
export async function checkAgreement(
  deps: AppDeps,
  owned: OwnedEnrollment,
  scope: EnrollmentScope,
  doc: TabDoc,
): Promise<TabDoc> {
  const input = doc as AgreementShape;
  const [texts, setup] = await Promise.all([
    agreementTextsFor(deps.db, scope),
    agreementSetupFor(deps, owned, scope),
  ]);
  const problems = agreementProblems(input, {
    textRequired: texts.map((text) => text.text_required === 1),
    answerRequired: setup.question !== null,
    signatureRequired: setup.signatureRequired,
  });
  // A name or code the mode shows must be on file (a rep enrollment without its rep cannot be signed).
  const { name, code } = MODE_IDENTITY[setup.mode];
  for (const field of [name, code]) {
    if (field && !setup.identity[field]) problems.push({ path: field, message: REQUIRED });
  }
  const signature = setup.signatureRequired && input.signature ? input.signature : null;
  if (signature && !problems.some((problem) => problem.path === 'signature')) {
    const image = checkSignatureImage(signature);
    if (!image.ok) problems.push({ path: 'signature', message: image.message });
  }
  if (problems.length > 0)
    throw new AppError(
      400,
      problems.map((problem) => ({ target_element: problem.path, error_message: problem.message })),
    );

  // Who signed as what: the mode's own name and code; a signature-only applicant is named from file.
  const shown = (field: keyof typeof setup.identity) =>
    field === name || field === code || (setup.mode === 'sigapplicant' && field === 'user_name')
      ? setup.identity[field]
      : '';
  const agreed = texts.map((text) => ({
    text_head: text.text_head,
    text_body: text.text_body,
    text_required: text.text_required === 1,
  }));
  return {
    eprocess: setup.eprocess,
    mode: setup.mode,
    question_id: setup.questionId,
    question: setup.question ?? '',
    answer: setup.question === null ? '' : (input.answer ?? ''),
    verification_code: '',
    date: setup.identity.date,
    agent_name: shown('agent_name'),
    agent_code: shown('agent_code'),
    group_name: shown('group_name'),
    group_code: shown('group_code'),
    user_name: shown('user_name'),
    ...(signature ? { signature } : {}),
    acknowledgements: texts.map((_, index) => input.acknowledgements?.[index] === true),
    agreed_texts: agreed,
    texts_hash: agreementTextsHash(agreed),
    esign_consent: true,
    signed_at: deps.now().toISOString(),
  };
}
