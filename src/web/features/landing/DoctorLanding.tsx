import { recommendPopular } from '../../../contract/recommendationCalls';
import { callQuery } from '../../api/callQuery';
import { useQuery } from '../../api/useQuery';
import { RecommendedCard } from '../../components/RecommendedCard';
import { useEnrollContext } from '../../session/enrollContext';
import { Carousel } from '../../ui/Carousel';
import { SiteWizard } from './SiteWizard';

/** The doctor-branded host's landing: the six-step wizard, and recommended plans below it. */
export function DoctorLanding() {
  const groupId = useEnrollContext()?.group_id;
  const recommended = useQuery({
    ...callQuery(recommendPopular, { query: groupId ? { groupID: String(groupId) } : {} }),
  });
  const plans = recommended.data?.result ?? [];
  return (
    <>
      <SiteWizard />
      <section aria-labelledby="recommended-title" className="featured">
        <h2 id="recommended-title">Recommended plans</h2>
        {recommended.isSuccess && plans.length === 0 ? <p>No Any Products.</p> : null}
        <Carousel
          label="Recommended plans"
          items={plans.map((plan) => <RecommendedCard key={plan.plan_id} plan={plan} priced={false} />)}
        />
      </section>
    </>
  );
}
