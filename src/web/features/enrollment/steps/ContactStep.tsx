import { saveContactInfo } from '../../../../contract/enrollmentCalls';
import { contactForm } from '../../../../domain/forms/contactForm';
import { callApi } from '../../../api/callApi';
import { useServerForm } from '../../../forms/useServerForm';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { TextField } from '../../../ui/Field';
import { StepActions } from '../StepActions';
import type { StepProps } from '../stepTypes';
import { savedText, useSavedTab } from '../useSavedTab';

const FIELDS = ['email_address', 'phone_number', 'address1', 'address2', 'city', 'state', 'zip'] as const;

function ContactForm({
  enrollmentId,
  onSaved,
  backTo,
  saved,
}: StepProps & { saved: Record<string, unknown> | null }) {
  const defaults = Object.fromEntries(FIELDS.map((key) => [key, savedText(saved, key)]));
  const { form, submit, attempt, summary, errorOf } = useServerForm(contactForm, {
    defaultValues: defaults,
    onValid: async (values) => {
      await callApi(saveContactInfo, { body: { enrollment_id: enrollmentId, ...values } });
      await onSaved();
    },
  });
  const { register, formState } = form;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="step-title">
      <h1 id="step-title">Contact Information</h1>
      <p>
        You will receive an electronic copy of your application and an e-mail within 10 minutes of completing
        enrollment.
      </p>
      <ErrorSummary items={summary} attempt={attempt} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errorOf('email_address')}
        {...register('email_address')}
      />
      <TextField
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        required
        error={errorOf('phone_number')}
        {...register('phone_number')}
      />
      <TextField
        label="Address Line 1"
        autoComplete="address-line1"
        required
        error={errorOf('address1')}
        {...register('address1')}
      />
      <TextField
        label="Address Line 2"
        autoComplete="address-line2"
        error={errorOf('address2')}
        {...register('address2')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        required
        error={errorOf('city')}
        {...register('city')}
      />
      <TextField
        label="State"
        autoComplete="address-level1"
        maxLength={2}
        required
        error={errorOf('state')}
        {...register('state')}
      />
      <TextField
        label="Zip"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        required
        error={errorOf('zip')}
        {...register('zip')}
      />
      <StepActions backTo={backTo} busy={formState.isSubmitting} />
    </form>
  );
}

export function ContactStep(props: StepProps) {
  const saved = useSavedTab(props.enrollmentId, 'contact_info');
  if (saved.isPending) return <p>Loading…</p>;
  return <ContactForm {...props} saved={saved.data ?? null} />;
}
