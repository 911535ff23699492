import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef } from 'react';
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
import { usePageTitle } from '../../site/usePageTitle';
import { LoadFailed } from '../../ui/LoadFailed';
import { type Preloadable, preloadable } from '../../ui/preloadable';
import { type DraftSource, SaveLaterContext } from './saveLaterContext';
import type { StepProps } from './stepTypes';
import { progressLine, WizardProgress } from './WizardProgress';

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
  const step = stepFromSlug(useParams().stepSlug ?? '');
  // The step's chunk is asked for now, beside the step list, not once the list has come (a module
  // is fetched once however often it is asked for; a failure shows when the form renders).
  if (step) STEP_FORMS[step].preload().catch(() => undefined);
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
  const steps = (tabs.data?.result ?? [])
    .filter((tab) => tab.required)
    .sort((a, b) => a.order - b.order)
    .map((tab) => stepOfTab(tab.tab_name))
    .filter((s): s is WizardStep => s !== null);
  usePageTitle(step && steps.includes(step) ? progressLine(steps, step) : null);
  if (!enrollmentId) return <Navigate to="/" replace />;
  if (!step) return <Navigate to="/404" replace />;
  if (tabs.isError) return <LoadFailed what="your enrollment" onRetry={() => void tabs.refetch()} />;
  if (!tabs.data) return <p>Loading…</p>;

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
