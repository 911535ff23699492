import { Link } from 'react-router';
import { getCommonMenu, getGroupMenu } from '../../contract/filterCalls';
import { categoryLabel, isCategory } from '../../domain/categories';
import { callQuery } from '../api/callQuery';
import { tempInfoQuery } from '../api/enrollmentQueries';
import { useQuery } from '../api/useQuery';
import { useEnrollContext } from '../session/enrollContext';
import { HeaderMenu } from './HeaderMenu';

/**
 * The plan categories on offer, each opening the plan list for it: the group's own menu
 * (get-group-menu) for an enrollment through a group, otherwise get-common-menu. Before any
 * enrollment exists the group is the one the visitor came through (its landing or referral).
 */
export function CategoryMenu({ enrollmentId }: { enrollmentId: string | null }) {
  const group = useQuery(tempInfoQuery(enrollmentId, 'group_id'));
  const cameThrough = useEnrollContext()?.group_id ?? null;
  const groupId = enrollmentId ? (typeof group.data === 'number' ? group.data : null) : cameThrough;
  const menu = useQuery({
    ...(groupId === null
      ? callQuery(getCommonMenu, { query: {} })
      : callQuery(getGroupMenu, { query: { group_id: groupId } })),
    enabled: !enrollmentId || group.isSuccess,
  });
  const categories = (menu.data?.result ?? []).filter(isCategory);
  if (categories.length === 0) return null;
  return (
    <HeaderMenu label="Plans" className="category-menu">
      {categories.map((category) => (
        <li key={category}>
          <Link to={`/plans?type=${category}`}>{categoryLabel(category)}</Link>
        </li>
      ))}
    </HeaderMenu>
  );
}
