import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { getDynamicTabs } from '../../../contract/enrollmentCalls';
import { STEP_CATALOG, stepFromSlug, stepOfTab, stepPath } from '../../../contract/wizardStepCatalog';
import { previousStep, type WizardStep } from '../../../domain/wizardSteps';
import { callApi } from '../../api/callApi';
import { queryKeys } from '../../api/queryKeys';
import { useQuery } from '../../api/useQuery';
import { useEnrollmentId } from '../../session/enrollmentSession';
import { returnMarker } from '../../session/returnMarker';
import { useBranding } from '../../site/branding';
import { LoadFailed } from '../../ui/LoadFailed';
import { type DraftSource, SaveLaterContext } from './saveLaterContext';
import type { StepProps } from './stepTypes';

/** Each step's form is a chunk of its own. */
const STEP_CHUNKS: Record<WizardStep, () => Promise<ComponentType<StepProps>>> = {
  personal: async () => (await import('./steps/PersonalStep')).PersonalStep,
  contact: async () => (await import('./steps/ContactStep')).ContactStep,
  employer: async () => (await import('./steps/EmployerStep')).EmployerStep,
  beneficiary: async () => (await import('./steps/BeneficiaryStep')).BeneficiaryStep,
  health: async () => (await import('./steps/HealthStep')).HealthStep,
  dependent: async () => (await import('./steps/DependentStep')).DependentStep,
  billing: async () => (await import('./steps/BillingStep')).BillingStep,
  agreement: async () => (await import('./steps/AgreementStep')).AgreementStep,
  review: async () => (await import('./steps/ReviewStep')).ReviewStep,
};

const stepForms = new Map<WizardStep, ComponentType<StepProps>>();

/** The step's form, shown through `lazy` until its chunk is in; made once per step. */
function stepForm(step: WizardStep): ComponentType<StepProps> {
  let form = stepForms.get(step);
  if (!form) {
    const load = STEP_CHUNKS[step];
    form = lazy(async () => ({ default: await load() }));
    stepForms.set(step, form);
  }
  return form;
}

/** The wizard: a progress bar of the server's required steps and the current step's form. */
export function EnrollmentPage() {
  const enrollmentId = useEnrollmentId();
  const step = stepFromSlug(useParams().stepSlug ?? '');
  // The step's chunk is asked for now, beside the step list, not once the list has come (a module
  // is fetched once however often it is asked for; a failure shows when the form renders).
  if (step) STEP_CHUNKS[step]().catch(() => undefined);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draft: DraftSource = useRef(null);
  // Step icons come from the site's settings, already cached for the header.
  const icons = useBranding();
  const tabs = useQuery({
    queryKey: queryKeys.tabs(enrollmentId ?? ''),
    queryFn: () => callApi(getDynamicTabs, { query: { enrollment_id: enrollmentId ?? '' } }),
    enabled: Boolean(enrollmentId),
    staleTime: 60_000,
  });
  if (!enrollmentId) return <Navigate to="/" replace />;
  if (!step) return <Navigate to="/404" replace />;
  if (tabs.isError) return <LoadFailed what="your enrollment" onRetry={() => void tabs.refetch()} />;
  if (!tabs.data) return <p>Loading…</p>;

  const steps = tabs.data.result
    .filter((tab) => tab.required)
    .sort((a, b) => a.order - b.order)
    .map((tab) => stepOfTab(tab.tab_name))
    .filter((s): s is WizardStep => s !== null);
  if (!steps.includes(step)) return <Navigate to={stepPath(steps[0] ?? 'personal')} replace />;
  const index = steps.indexOf(step);
  const before = previousStep(steps, step);
  const Form = stepForm(step);

  // Next goes where the server says; a step opened from review goes back to review (navto).
  const onSaved = async (nextTab?: string | null) => {
    const backToReview = step !== 'review' && Boolean(returnMarker.read());
    if (backToReview) returnMarker.write(null);
    const following = backToReview
      ? 'review'
      : nextTab === undefined
        ? (steps[index + 1] ?? null)
        : nextTab
          ? stepOfTab(nextTab)
          : null;
    await navigate(following ? stepPath(following) : '/enrollment/receipt');
    // Only what this save changed is read again, and only when a page shows it: the step's own documents.
    for (const key of [
      queryKeys.stepDocument(enrollmentId, step),
      queryKeys.tempInfo(enrollmentId, STEP_CATALOG[step].column),
      queryKeys.tempInfo(enrollmentId, `fields:${step}`),
    ])
      await queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
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
            {icons?.[`step_icon_${STEP_CATALOG[s].tab}`] ? (
              <img
                className="stepper__icon"
                src={icons[`step_icon_${STEP_CATALOG[s].tab}`]}
                alt=""
                width={20}
                height={20}
              />
            ) : (
              <span className="stepper__number">{i + 1}</span>
            )}{' '}
            {STEP_CATALOG[s].title}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        Step {index + 1} of {steps.length}: {STEP_CATALOG[step].title}
      </p>
      <SaveLaterContext.Provider value={{ enrollmentId, step, draft }}>
        <Suspense fallback={<p>Loading…</p>}>
          <Form
            key={step}
            enrollmentId={enrollmentId}
            onSaved={onSaved}
            backTo={before ? stepPath(before) : '/cart'}
          />
        </Suspense>
      </SaveLaterContext.Provider>
    </div>
  );
}
