import { tempInfoQuery } from '../api/enrollmentQueries';
import { useAccount } from '../api/useAccount';
import { useQuery } from '../api/useQuery';
import { useEnrollContext } from '../session/enrollContext';
import { useEnrollmentId } from '../session/enrollmentSession';
import { homePath } from '../session/homePath';
import { Breadcrumbs } from '../ui/Breadcrumbs';

/**
 * The shopping trail: Home (by open type, referral and process: `homePath`), Current Member for
 * a current member's enrollment, then the page's own items.
 */
export function ShopBreadcrumbs({ items }: { items: { label: string; to?: string }[] }) {
  const enrollmentId = useEnrollmentId();
  const me = useAccount();
  const type = useQuery(tempInfoQuery(enrollmentId, 'type'));
  const kind = me.data?.account?.kind;
  const home = homePath(useEnrollContext());
  const currentMember =
    kind && type.data === 'existing-user'
      ? [{ label: 'Current Member', to: kind === 'agent' ? '/agent-select-member' : '/group-select-member' }]
      : [];
  return <Breadcrumbs items={[{ label: 'Home', to: home }, ...currentMember, ...items]} />;
}
