import { Navigate } from 'react-router';
import { getDynamicTabs } from '../../../contract/enrollmentCalls';
import { getEnrollmentTempInfo } from '../../../contract/filterCalls';
import { STEP_CATALOG, stepPath, stepsOfTabs } from '../../../contract/wizardStepCatalog';
import { callApi } from '../../api/callApi';
import { queryKeys } from '../../api/queryKeys';
import { useQuery } from '../../api/useQuery';
import { useEnrollContext } from '../../session/enrollContext';
import { useEnrollmentId } from '../../session/enrollmentSession';
import { homePath } from '../../session/homePath';
import { LoadFailed } from '../../ui/LoadFailed';

/** The enrollment's first required step with nothing saved; its last step when every one is saved. */
async function firstUnfinishedStep(enrollmentId: string): Promise<string> {
  const tabs = await callApi(getDynamicTabs, { query: { enrollment_id: enrollmentId } });
  const steps = stepsOfTabs(tabs.result);
  for (const step of steps) {
    if (step === 'review') continue;
    const saved = await callApi(getEnrollmentTempInfo, {
      query: { enrollment_id: enrollmentId, column: STEP_CATALOG[step].column },
    });
    if (saved.result === null || saved.result === undefined) return stepPath(step);
  }
  const last = steps.at(-1);
  return last ? stepPath(last) : '/cart';
}

/**
 * /enrollment, the wizard's parent (document 3, 2.1): the current enrollment's first unfinished step;
 * the visitor's start page (as Home leads) when this browser has no enrollment under way.
 */
export function EnrollmentStartPage() {
  const enrollmentId = useEnrollmentId();
  const context = useEnrollContext();
  const target = useQuery({
    queryKey: queryKeys.tempInfo(enrollmentId ?? '', 'first-unfinished-step'),
    queryFn: () => firstUnfinishedStep(enrollmentId ?? ''),
    enabled: Boolean(enrollmentId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (!enrollmentId) return <Navigate to={homePath(context)} replace />;
  if (target.isError) return <LoadFailed what="your enrollment" onRetry={() => void target.refetch()} />;
  if (!target.data) return <p>Loading…</p>;
  return <Navigate to={target.data} replace />;
}
