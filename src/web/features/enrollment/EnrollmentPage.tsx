import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { getDynamicTabs } from '../../../contract/enrollmentCalls';
import { stepOfTabName } from '../../../contract/wizardTabs';
import {
  previousStep,
  stepFromSlug,
  stepSlug,
  stepTitle,
  type WizardStep,
} from '../../../domain/wizardSteps';
import { callApi } from '../../api/callApi';
import { queryKeys } from '../../api/queryKeys';
import { useEnrollmentId } from '../../session/enrollmentSession';
import { SaveLaterContext } from './saveLaterContext';
import type { StepProps } from './stepTypes';

const STEP_FORMS: Record<WizardStep, ComponentType<StepProps>> = {
  personal: lazy(async () => ({ default: (await import('./steps/PersonalStep')).PersonalStep })),
  contact: lazy(async () => ({ default: (await import('./steps/ContactStep')).ContactStep })),
  employer: lazy(async () => ({ default: (await import('./steps/EmployerStep')).EmployerStep })),
  beneficiary: lazy(async () => ({ default: (await import('./steps/BeneficiaryStep')).BeneficiaryStep })),
  health: lazy(async () => ({ default: (await import('./steps/HealthStep')).HealthStep })),
  dependent: lazy(async () => ({ default: (await import('./steps/DependentStep')).DependentStep })),
  billing: lazy(async () => ({ default: (await import('./steps/BillingStep')).BillingStep })),
  agreement: lazy(async () => ({ default: (await import('./steps/AgreementStep')).AgreementStep })),
  review: lazy(async () => ({ default: (await import('./steps/ReviewStep')).ReviewStep })),
};

/** The wizard: a progress bar of the server's required steps and the current step's form. */
export function EnrollmentPage() {
  const enrollmentId = useEnrollmentId();
  const step = stepFromSlug(useParams().stepSlug ?? '');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tabs = useQuery({
    queryKey: queryKeys.tabs(enrollmentId ?? ''),
    queryFn: () => callApi(getDynamicTabs, { query: { enrollment_id: enrollmentId ?? '' } }),
    enabled: Boolean(enrollmentId),
  });
  if (!enrollmentId) return <Navigate to="/" replace />;
  if (!step) return <Navigate to="/404" replace />;
  if (!tabs.data) return <p>Loading…</p>;

  const steps = tabs.data.result
    .filter((tab) => tab.required)
    .sort((a, b) => a.order - b.order)
    .map((tab) => stepOfTabName(tab.tab_name));
  if (!steps.includes(step))
    return <Navigate to={`/enrollment/${stepSlug(steps[0] ?? 'personal')}`} replace />;
  const index = steps.indexOf(step);
  const before = previousStep(steps, step);
  const Form = STEP_FORMS[step];

  const onSaved = async () => {
    await queryClient.invalidateQueries({ queryKey: ['enrollment', enrollmentId] });
    const following = steps[index + 1];
    await navigate(following ? `/enrollment/${stepSlug(following)}` : '/enrollment/receipt');
  };

  return (
    <div className="wizard">
      <ol className="stepper" aria-label="Enrollment steps">
        {steps.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={i < index ? 'done' : undefined}
          >
            <span className="stepper__number">{i + 1}</span> {stepTitle(s)}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        Step {index + 1} of {steps.length}: {stepTitle(step)}
      </p>
      <SaveLaterContext.Provider value={{ enrollmentId, step }}>
        <Suspense fallback={<p>Loading…</p>}>
          <Form
            key={step}
            enrollmentId={enrollmentId}
            onSaved={onSaved}
            backTo={before ? `/enrollment/${stepSlug(before)}` : '/cart'}
          />
        </Suspense>
      </SaveLaterContext.Provider>
    </div>
  );
}
