import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { saveAgreementInfo } from '../../../../contract/enrollmentCalls';
import {
  type AgreementFieldName,
  agreementModeOf,
  MODE_IDENTITY,
  processOfMode,
} from '../../../../domain/agreement/agreementModes';
import { agreementFormSchema } from '../../../../domain/forms/agreementForm';
import { callApi } from '../../../api/callApi';
import { useServerForm } from '../../../forms/useServerForm';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { fieldId } from '../../../ui/Field';
import { SignaturePad } from '../../../ui/SignaturePad';
import type { CustomFieldKit } from '../configured/customFieldKit';
import { StepCustomFields } from '../configured/StepCustomFields';
import {
  customAnswersOf,
  customDefaults,
  customLabelOf,
  withStepCustomFields,
} from '../configured/stepCustomForm';
import { StepActions } from '../StepActions';
import { useDraftSource, useStepShown } from '../saveLaterContext';
import type { StepProps } from '../stepTypes';
import { AgreementTextList } from './AgreementTextList';
import { AGREEMENT_TITLE, ANSWER_LABEL, CODE_LABELS, DATE_LABEL, ESIGN, NAME_LABELS } from './agreementWords';
import { EsignConsent } from './EsignConsent';
import type { AgreementSetup } from './useAgreementSetup';
import { VerificationBlock } from './VerificationBlock';

/**
 * The Agreement step's form: the texts with their ticks, the consent to sign electronically, the
 * verification of the server's mode and the signature when it is required, then the catalog's own
 * questions. Checked by the same rules as the server; the names, codes, question and date sent are
 * the server's own.
 */
export function AgreementForm({
  enrollmentId,
  onSaved,
  backTo,
  setup,
  kit,
}: StepProps & { setup: AgreementSetup; kit: CustomFieldKit | null }) {
  const { texts, fields, custom } = setup;
  const required = (name: AgreementFieldName) => fields.get(name)?.required === true;
  const value = (name: AgreementFieldName) => fields.get(name)?.value ?? '';
  const mode = agreementModeOf(required);
  const asked = required('answer');
  const signing = required('signature');
  const schema = useMemo(
    () =>
      withStepCustomFields(
        agreementFormSchema({
          textRequired: texts.map((text) => text.text_required),
          answerRequired: asked,
          signatureRequired: signing,
        }),
        custom,
        kit,
      ),
    [texts, asked, signing, custom, kit],
  );
  const labels: Record<string, string> = {
    esign_consent: ESIGN.summaryLabel,
    answer: ANSWER_LABEL,
    signature: 'Signature',
    date: DATE_LABEL,
    ...CODE_LABELS,
    agent_name: NAME_LABELS.rep,
    group_name: NAME_LABELS.group,
    user_name: NAME_LABELS.applicant,
    ...Object.fromEntries(texts.map((text, index) => [`acknowledgements.${index}`, text.text_head])),
  };
  const { form, submit, attempt, summary, errorOf } = useServerForm(schema, {
    defaultValues: {
      acknowledgements: setup.ticks,
      esign_consent: false,
      answer: value('answer'),
      signature: '',
      ...customDefaults(custom),
    },
    labelOf: (name) => labels[name] ?? customLabelOf(custom, name),
    onValid: async (values) => {
      const questionId = value('question_id');
      const saved = await callApi(saveAgreementInfo, {
        body: {
          enrollment_id: enrollmentId,
          eprocess: processOfMode(mode),
          question_id: questionId ? Number(questionId) : null,
          question: value('question'),
          answer: asked ? (values.answer ?? '') : '',
          verification_code: value('verification_code'),
          date: value('date'),
          agent_name: value('agent_name'),
          agent_code: value('agent_code'),
          group_name: value('group_name'),
          group_code: value('group_code'),
          user_name: value('user_name'),
          ...(signing && values.signature ? { signature: values.signature } : {}),
          acknowledgements: values.acknowledgements ?? [],
          esign_consent: values.esign_consent === true,
          ...customAnswersOf(values),
        },
      });
      await onSaved(saved.next_tab);
    },
  });
  // Save and Continue Later keeps the ticks, the answer and the catalog's questions' answers; the
  // consent and the signature are given anew.
  useDraftSource(() => ({
    acknowledgements: form.getValues('acknowledgements'),
    ...(asked ? { answer: form.getValues('answer') } : {}),
    ...customAnswersOf(form.getValues()),
  }));
  useStepShown();
  const consented = form.watch('esign_consent') === true;
  const signer = MODE_IDENTITY[mode].name ?? 'user_name';
  return (
    <form onSubmit={submit} noValidate aria-labelledby="step-title">
      <h1 id="step-title">{AGREEMENT_TITLE}</h1>
      <ErrorSummary items={summary} attempt={attempt} />
      <AgreementTextList texts={texts} register={form.register} errorOf={errorOf} />
      <EsignConsent register={form.register} error={errorOf('esign_consent')} />
      <VerificationBlock
        mode={mode}
        fields={fields}
        register={form.register}
        errorOf={errorOf}
        signature={
          signing ? (
            <Controller
              control={form.control}
              name="signature"
              render={({ field }) => (
                <SignaturePad
                  id={fieldId('signature')}
                  typedName={value(signer)}
                  onChange={field.onChange}
                  error={errorOf('signature')}
                  disabled={!consented}
                  disabledHint={ESIGN.padHint}
                />
              )}
            />
          ) : null
        }
      />
      <StepCustomFields kit={kit} fields={custom} form={form} errorOf={errorOf} />
      <StepActions backTo={backTo} busy={form.formState.isSubmitting} />
    </form>
  );
}
