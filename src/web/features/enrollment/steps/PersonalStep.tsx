import { Suspense } from 'react';
import { ENROLLER_CODE_REQUIRED } from '../../../../domain/enrollerCode';
import { ApiError } from '../../../api/apiError';
import { preloadable } from '../../../ui/preloadable';
import { ConfiguredStep } from '../configured/ConfiguredStep';
import { useEnrollerCodeStatus } from '../personal/enrollerCodeStatus';
import type { StepProps } from '../stepTypes';

/**
 * Enter Enroller Code, its hint and pop-up: a chunk of their own, as only rep enrollments and the
 * groups that need a code show them.
 */
const EnrollerCodeButton = preloadable(() => import('../personal/EnrollerCodeButton'), 'EnrollerCodeButton');

/**
 * Personal Information: the fields the form configuration gives this enrollment (the ethnic
 * groups come with the field's definition), and Enter Enroller Code for rep enrollments and the
 * groups that need a code; Next waits for a needed code, and the server refuses the save too.
 */
export function PersonalStep(props: StepProps) {
  const status = useEnrollerCodeStatus(props.enrollmentId);
  // A status that could not be read still offers the button: the server then decides.
  const shown = status.data?.show ?? status.isError;
  return (
    <ConfiguredStep
      {...props}
      step="personal"
      extras={{
        beforeSave: async () => {
          if (status.data?.required && !status.data.saved)
            throw new ApiError(409, [
              { target_element: 'enrollerCode', error_message: ENROLLER_CODE_REQUIRED },
            ]);
        },
        actions: (step) =>
          shown ? (
            <Suspense fallback={null}>
              <EnrollerCodeButton
                enrollmentId={props.enrollmentId}
                saved={status.data?.saved ?? false}
                step={step}
              />
            </Suspense>
          ) : null,
      }}
    />
  );
}
