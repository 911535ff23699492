import type { z } from 'zod';
import type { continueEnrollment } from '../../../contract/saveEnrollmentCalls';
import { stepOfColumn, stepPath } from '../../../contract/wizardStepCatalog';
import { setEnrollContext } from '../../session/enrollContext';
import { setEnrollmentId } from '../../session/enrollmentSession';

type Resumed = z.output<(typeof continueEnrollment)['data']>;

const positive = (n: number | null) => (n !== null && n > 0 ? n : undefined);

/** Takes up a resumed enrollment in this browser and answers the route of its saved tab. */
export function takeUp(resumed: Resumed): string {
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
  const step = stepOfColumn(resumed.saved_tab);
  return step ? stepPath(step) : '/cart';
}
