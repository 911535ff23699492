import { Controller } from 'react-hook-form';
import { saveAgreementInfo } from '../../../../contract/enrollmentCalls';
import { calendarDateOf, formatMdy } from '../../../../domain/dates';
import { AGREEMENT_TEXTS, agreementForm } from '../../../../domain/forms/agreementForm';
import { callApi } from '../../../api/callApi';
import { useServerForm } from '../../../forms/useServerForm';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { fieldId, TextField } from '../../../ui/Field';
import { SignaturePad } from '../../../ui/SignaturePad';
import { StepActions } from '../StepActions';
import { useStepShown } from '../saveLaterContext';
import type { StepProps } from '../stepTypes';

export function AgreementStep({ enrollmentId, onSaved, backTo }: StepProps) {
  useStepShown();
  const { form, submit, attempt, summary, errorOf } = useServerForm(agreementForm, {
    defaultValues: { acknowledgements: AGREEMENT_TEXTS.map(() => false), user_name: '', signature: '' },
    onValid: async (values) => {
      await callApi(saveAgreementInfo, { body: { enrollment_id: enrollmentId, ...values } });
      await onSaved();
    },
  });
  const { register, control, watch, formState } = form;
  const ackError = errorOf('acknowledgements');
  return (
    <form onSubmit={submit} noValidate aria-labelledby="step-title">
      <h1 id="step-title">Agreement, Application and Authorization</h1>
      <ErrorSummary items={summary} attempt={attempt} />
      {AGREEMENT_TEXTS.map((text, index) => (
        <section key={text.text_head} className="agreement-text">
          <h2>{text.text_head}</h2>
          <p>{text.text_body}</p>
          <label className="checkbox">
            <input
              type="checkbox"
              id={index === 0 ? fieldId('acknowledgements') : undefined}
              aria-invalid={Boolean(ackError) && !watch(`acknowledgements.${index}`)}
              {...register(`acknowledgements.${index}`)}
            />
            I have read and agree to the {text.text_head}
          </label>
        </section>
      ))}
      {ackError ? <p className="field__error">{ackError}</p> : null}
      <section aria-labelledby="verification-title" className="verification">
        <h2 id="verification-title">Applicant Verification</h2>
        <TextField
          label="Name of Applicant"
          autoComplete="name"
          required
          error={errorOf('user_name')}
          {...register('user_name')}
        />
        <TextField
          name="agreement_date"
          label="Date"
          readOnly
          value={formatMdy(calendarDateOf(new Date()))}
        />
        <Controller
          control={control}
          name="signature"
          render={({ field }) => (
            <SignaturePad
              id={fieldId('signature')}
              typedName={String(watch('user_name') ?? '')}
              onChange={field.onChange}
              error={errorOf('signature')}
            />
          )}
        />
      </section>
      <StepActions backTo={backTo} busy={formState.isSubmitting} />
    </form>
  );
}
