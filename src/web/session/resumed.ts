import type { z } from 'zod';
import { resumeRouteOf } from '../../contract/resumeRoutes';
import type { continueEnrollment } from '../../contract/saveEnrollmentCalls';
import { setEnrollContext } from './enrollContext';
import { setEnrollmentId } from './enrollmentSession';

type Resumed = z.output<(typeof continueEnrollment)['data']>;

const positive = (n: number | null) => (n !== null && n > 0 ? n : undefined);

/**
 * Takes up a resumed enrollment in this browser and answers the route to open: the link's tab
 * when a direct-continue link names one (document 3, 4.6), else the saved tab's.
 */
export function takeUp(resumed: Resumed, linkTab: string | null = null): string {
  const o = resumed.others;
  const eprocess = o.eprocess === 'rep' || o.eprocess === 'group' ? o.eprocess : 'applicant';
  setEnrollmentId(resumed.enrollment_id);
  setEnrollContext({
    eprocess,
    enroll_type:
      o.type === 'existing-user' ? 'existing-member' : eprocess === 'rep' ? 'new-group-member' : 'new-member',
    ...(o.open_type === 'agent' || o.open_type === 'group' || o.open_type === 'user'
      ? { open_type: o.open_type }
      : {}),
    ...(positive(o.agent_id) ? { agent_id: positive(o.agent_id) } : {}),
    ...(positive(o.group_id) ? { group_id: positive(o.group_id) } : {}),
    ...(positive(o.platform_group_id) ? { platform_group_id: positive(o.platform_group_id) } : {}),
  });
  return resumeRouteOf(linkTab) ?? resumeRouteOf(resumed.saved_tab) ?? '/cart';
}
