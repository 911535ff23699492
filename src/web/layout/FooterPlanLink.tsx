import { Link } from 'react-router';
import { getGoenrollFooterPlan } from '../../contract/storefrontCalls';
import { planPath } from '../../domain/planPath';
import { callQuery } from '../api/callQuery';
import { useQuery } from '../api/useQuery';

/** The footer's plan link (get-goenroll-footer-plan): nothing while none is set or it failed to load. */
export function FooterPlanLink() {
  const plan = useQuery({
    ...callQuery(getGoenrollFooterPlan),
    staleTime: 10 * 60_000,
  });
  const data = plan.data;
  if (!data || data.plan_id === null || data.plan_name === null) return null;
  return (
    <p className="footer-plan">
      Featured plan: <Link to={planPath(data.plan_id, data.plan_name)}>{data.plan_name}</Link>
    </p>
  );
}
