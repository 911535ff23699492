import type { AgreementFieldDefinition } from '../../../contract/agreementCalls';
import { MODE_IDENTITY } from '../../../domain/agreement/agreementModes';
import type { AgreementSetup } from './agreementSetup';

/**
 * get-form-fields-agreement-info's answer: every field of document 3, required as the mode says
 * (so the form reads the mode back from them, 4.4), names, codes, question and date filled in by
 * the server and read-only. The answer comes back from a draft or the saved step; the signature
 * never does.
 */
export function agreementFieldDefinitions(setup: AgreementSetup, answer: string): AgreementFieldDefinition[] {
  const { name, code } = MODE_IDENTITY[setup.mode];
  const asked = setup.question !== null;
  const identity = (field: 'agent_name' | 'agent_code' | 'group_name' | 'group_code' | 'user_name') => ({
    field_name: field,
    value: setup.identity[field],
    required: field === name || field === code,
    read_only: true,
  });
  return [
    {
      field_name: 'question_id',
      value: asked ? String(setup.questionId ?? '') : '',
      required: false,
      read_only: true,
    },
    { field_name: 'question', value: setup.question ?? '', required: false, read_only: true },
    { field_name: 'answer', value: asked ? answer : '', required: asked, read_only: false },
    // Not asked: the product sends no code to verify (docs/decisions.md).
    { field_name: 'verification_code', value: '', required: false, read_only: true },
    { field_name: 'date', value: setup.identity.date, required: true, read_only: true },
    identity('agent_name'),
    identity('agent_code'),
    identity('group_name'),
    identity('group_code'),
    identity('user_name'),
    { field_name: 'signature', value: '', required: setup.signatureRequired, read_only: false },
  ];
}
