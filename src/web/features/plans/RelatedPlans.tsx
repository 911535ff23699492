import { getRelatedPlans } from '../../../contract/planChecksCalls';
import { callQuery } from '../../api/callQuery';
import { useQuery } from '../../api/useQuery';
import { PlanGrid } from '../../components/PlanGrid';

/** Other plans the shopper can buy, the same category first. */
export function RelatedPlans({ enrollmentId, planId }: { enrollmentId: string; planId: number }) {
  const related = useQuery({
    ...callQuery(getRelatedPlans, { query: { enrollment_id: enrollmentId, plan_id: planId } }),
  });
  const plans = related.data?.result ?? [];
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="related-plans">
      <h2 id="related-title">Related plans</h2>
      <PlanGrid plans={plans} />
    </section>
  );
}
