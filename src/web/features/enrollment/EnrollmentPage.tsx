import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { getDynamicTabs } from '../../../contract/enrollmentCalls';
import { STEP_CATALOG, stepOfTab, stepPath, stepsOfTabs } from '../../../contract/wizardStepCatalog';
import { stepOfSlug } from '../../../domain/wizardStepNames';
import { previousStep, type WizardStep } from '../../../domain/wizardSteps';
import { ApiError } from '../../api/apiError';
import { callQuery } from '../../api/callQuery';
import { queryKeys } from '../../api/queryKeys';
import { useQuery } from '../../api/useQuery';
import { useEnrollmentId } from '../../session/enrollmentSession';
import { returnMarker } from '../../session/returnMarker';
import { useBranding } from '../../site/branding';
import { usePageTitle } from '../../site/usePageTitle';
import { LoadFailed } from '../../ui/LoadFailed';
import { type Preloadable, preloadable } from '../../ui/preloadable';
import { StepLoading, WizardPlaceholder } from './StepLoading';
import { type DraftSource, SaveLaterContext, settleShownStep } from './saveLaterContext';
import type { StepProps } from './stepTypes';
import { progressLine, WizardProgress } from './WizardProgress';

/** Rarely met (the enrollment went on in another browser): its words load only then. */
const EnrollmentElsewhere = lazy(() =>
  import('./EnrollmentElsewhere').then((module) => ({ default: module.EnrollmentElsewhere })),
);

/** Each step's form is a chunk of its own. */
const STEP_FORMS: Record<WizardStep, Preloadable<StepProps>> = {
  personal: preloadable(() => import('./steps/PersonalStep'), 'PersonalStep'),
  contact: preloadable(() => import('./steps/ContactStep'), 'ContactStep'),
  employer: preloadable(() => import('./steps/EmployerStep'), 'EmployerStep'),
  beneficiary: preloadable(() => import('./steps/BeneficiaryStep'), 'BeneficiaryStep'),
  health: preloadable(() => import('./steps/HealthStep'), 'HealthStep'),
  dependent: preloadable(() => import('./steps/DependentStep'), 'DependentStep'),
  billing: preloadable(() => import('./steps/BillingStep'), 'BillingStep'),
  agreement: preloadable(() => import('./steps/AgreementStep'), 'AgreementStep'),
  review: preloadable(() => import('./steps/ReviewStep'), 'ReviewStep'),
};

/** The wizard: a progress bar of the server's required steps and the current step's form. */
export function EnrollmentPage() {
  const enrollmentId = useEnrollmentId();
  const params = useParams();
  const step = stepOfSlug(params.stepSlug ?? '');
  // The step's chunk is asked for now, beside the step list, not once the list has come (a module
  // is fetched once however often it is asked for; a failure shows when the form renders).
  if (step) STEP_FORMS[step].preload().catch(() => undefined);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draft: DraftSource = useRef(null);
  // Step icons come from the site's settings, already cached for the header.
  const icons = useBranding();
  const tabs = useQuery({
    ...callQuery(
      getDynamicTabs,
      { query: { enrollment_id: enrollmentId ?? '' } },
      queryKeys.enrollment(enrollmentId ?? ''),
    ),
    enabled: Boolean(enrollmentId),
    staleTime: 60_000,
  });
  const steps = stepsOfTabs(tabs.data?.result ?? []);
  usePageTitle(step && steps.includes(step) ? progressLine(steps, step) : null);
  if (!enrollmentId) return <Navigate to="/" replace />;
  if (!step) return <Navigate to="/404" replace />;
  // Not found for an enrollment this browser held: it was taken over by a resume elsewhere.
  if (tabs.error instanceof ApiError && tabs.error.statusCode === 404)
    return (
      <Suspense fallback={<p>Loading…</p>}>
        <EnrollmentElsewhere />
      </Suspense>
    );
  if (tabs.isError) return <LoadFailed what="your enrollment" onRetry={() => void tabs.refetch()} />;
  if (!tabs.data) return <WizardPlaceholder params={params} />;

  if (!steps.includes(step)) return <Navigate to={stepPath(steps[0] ?? 'personal')} replace />;
  const index = steps.indexOf(step);
  const before = previousStep(steps, step);
  const Form = STEP_FORMS[step];

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
    // The step's picture is of this step: taken before the next page shows, if not taken yet.
    await settleShownStep(enrollmentId, step);
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
      <WizardProgress steps={steps} step={step} icons={icons} />
      {/* Step pictures: on unless the site's settings say "false"; null (none) while they load. */}
      <SaveLaterContext.Provider
        value={{ enrollmentId, step, draft, pictures: icons && icons.step_pictures !== 'false' }}
      >
        <Suspense fallback={<StepLoading step={step} />}>
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
