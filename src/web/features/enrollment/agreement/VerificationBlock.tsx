import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import type { AgreementFieldDefinition } from '../../../../contract/agreementCalls';
import {
  type AgreementFieldName,
  type AgreementMode,
  MODE_IDENTITY,
  VERIFICATION_HEADINGS,
} from '../../../../domain/agreement/agreementModes';
import { type AgreementFormValues, MAX_ANSWER_LENGTH } from '../../../../domain/forms/agreementForm';
import { TextField } from '../../../ui/Field';
import { ANSWER_LABEL, CODE_LABELS, DATE_LABEL, NAME_LABELS, QUESTION_LABEL } from './agreementWords';

/** A value the server decides, shown read-only (the server's message, if any, under it). */
function ServerValue({
  name,
  label,
  value,
  error,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
}) {
  return <TextField name={name} label={label} value={value} error={error} readOnly />;
}

/**
 * Broker, Group or Applicant Verification: the question and its answer when one is asked, the
 * mode's name, the date and the broker's or group's code (read-only), then the signature.
 */
export function VerificationBlock({
  mode,
  fields,
  register,
  errorOf,
  signature,
}: {
  mode: AgreementMode;
  fields: Map<AgreementFieldName, AgreementFieldDefinition>;
  register: UseFormRegister<AgreementFormValues>;
  errorOf: (name: string) => string | undefined;
  signature: ReactNode;
}) {
  const value = (name: AgreementFieldName) => fields.get(name)?.value ?? '';
  const { name, code } = MODE_IDENTITY[mode];
  return (
    <section aria-labelledby="verification-title" className="verification">
      <h2 id="verification-title">{VERIFICATION_HEADINGS[mode]}</h2>
      {fields.get('answer')?.required ? (
        <>
          <ServerValue
            name="question"
            label={QUESTION_LABEL}
            value={value('question')}
            error={errorOf('question')}
          />
          <TextField
            label={ANSWER_LABEL}
            required
            maxLength={MAX_ANSWER_LENGTH}
            autoComplete="off"
            error={errorOf('answer')}
            {...register('answer')}
          />
        </>
      ) : null}
      {name ? (
        <ServerValue name={name} label={NAME_LABELS[mode]} value={value(name)} error={errorOf(name)} />
      ) : null}
      <ServerValue name="date" label={DATE_LABEL} value={value('date')} error={errorOf('date')} />
      {code ? (
        <ServerValue name={code} label={CODE_LABELS[code]} value={value(code)} error={errorOf(code)} />
      ) : null}
      {signature}
    </section>
  );
}
