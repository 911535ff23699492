import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import type { EnrollerCodeStatus } from '../../../../contract/enrollerCodeCalls';
import { fieldId } from '../../../ui/Field';
import { preloadable } from '../../../ui/preloadable';
import type { StepForm } from '../configured/ConfiguredStep';
import { EnrollerCodeHint } from './EnrollerCodeHint';
import { enrollerCodeKey } from './enrollerCodeStatus';

const HINT_ID = 'enroller-code-hint';

/** The code's pop-up, in a chunk of its own: loaded when a hand is on the button, shown on its click. */
const EnrollerCodeModal = preloadable(() => import('./EnrollerCodeModal'), 'EnrollerCodeModal');

/**
 * Enter Enroller Code beside Back and Next: opens the modal; a saved code updates the status
 * (clearing the requirement) and the page's 'Enroller code is required'. The button carries the
 * id the error summary links to, so that link leads here; under it, what the code is and who gives it.
 */
export function EnrollerCodeButton({
  enrollmentId,
  saved,
  step,
}: {
  enrollmentId: string;
  saved: boolean;
  step: StepForm;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const onSaved = (status: EnrollerCodeStatus) => {
    queryClient.setQueryData(enrollerCodeKey(enrollmentId), status);
    step.form.clearErrors('enrollerCode');
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="button"
        id={fieldId('enrollerCode')}
        aria-describedby={HINT_ID}
        onPointerEnter={() => void EnrollerCodeModal.preload()}
        onFocus={() => void EnrollerCodeModal.preload()}
        onClick={() => setOpen(true)}
      >
        Enter Enroller Code
      </button>
      <p className="field__hint enroller-code-hint" id={HINT_ID}>
        <EnrollerCodeHint />
      </p>
      {saved ? <span role="status">Enroller code saved</span> : null}
      {open ? (
        <Suspense fallback={null}>
          <EnrollerCodeModal enrollmentId={enrollmentId} onClose={() => setOpen(false)} onSaved={onSaved} />
        </Suspense>
      ) : null}
    </>
  );
}
