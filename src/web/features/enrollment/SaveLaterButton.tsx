import { useState } from 'react';
import { saveEnrollment } from '../../../contract/saveEnrollmentCalls';
import { STEP_CATALOG } from '../../../contract/wizardStepCatalog';
import { saveLaterForm } from '../../../domain/forms/resumeForms';
import { callApi } from '../../api/callApi';
import { useServerForm } from '../../forms/useServerForm';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useSaveLater } from './saveLaterContext';

const ASK = 'Please enter the alternate email you want to send Enrollment code to?';
const SAVED = 'Information Saved!!! Check your email to continue';

function SaveLaterForm({ onBack, onSent }: { onBack: () => void; onSent: () => void }) {
  const saveLater = useSaveLater();
  const { form, submit, attempt, summary, errorOf } = useServerForm(saveLaterForm, {
    defaultValues: { email: '' },
    onValid: async (values) => {
      if (!saveLater) return;
      await callApi(saveEnrollment, {
        body: {
          enrollment_id: saveLater.enrollmentId,
          email: values.email,
          tab: STEP_CATALOG[saveLater.step].column,
          // This step's unsaved entries are kept and come back on resume.
          // A step may re-check its entries first (the dependents' are checked one by one).
          data: (await saveLater.draft.current?.()) ?? undefined,
        },
      });
      onSent();
    },
  });
  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary items={summary} attempt={attempt} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errorOf('email')}
        {...form.register('email')}
      />
      <div className="button-row">
        <button type="button" className="button" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
          Send Code
        </button>
      </div>
    </form>
  );
}

/**
 * The save-later modal on its own, for a screen that opens it from elsewhere (review's
 * 'Something went wrong' modal): asks the e-mail, then says the code was sent.
 */
export function SaveLaterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [sent, setSent] = useState(false);
  if (!open) return null;
  const close = () => {
    setSent(false);
    onClose();
  };
  return (
    <Modal open={open} title={sent ? SAVED : ASK} onClose={close}>
      {sent ? (
        <button type="button" className="button button--primary" onClick={close}>
          Done
        </button>
      ) : (
        <SaveLaterForm onBack={close} onSent={() => setSent(true)} />
      )}
    </Modal>
  );
}

/**
 * "Save and Continue Later": asks an e-mail, sends it a code and a link to resume at this step.
 * What was saved with Next stays saved; this step's unsaved entries are kept as a draft.
 */
export function SaveLaterButton() {
  const saveLater = useSaveLater();
  const [open, setOpen] = useState(false);
  if (!saveLater || saveLater.step === 'personal') return null;
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Save and Continue Later
      </button>
      <SaveLaterDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
