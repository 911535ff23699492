import { z } from 'zod';
import { tierChoiceForm } from '../domain/forms/tierChoiceForm';
import { endpoint } from './endpoint';
import { enrollmentId, numericId } from './wireFields';

/** Current-member tables show five rows a page. */
export const MEMBERS_PAGE_SIZE = 5;

const memberRow = z.object({
  user_id: z.number(),
  name: z.string(),
  /** mm/dd/yyyy */
  dob: z.string(),
  email: z.string(),
  /** Only the last four digits: "•••••6789". */
  ssn: z.string(),
  policy_id: z.string().nullable(),
  group_info: z.object({ group_id: z.number(), group_name: z.string() }).nullable(),
  plan_info: z.array(z.object({ plan_name: z.string(), plan_status: z.string() })),
});
export type MemberRow = z.infer<typeof memberRow>;

const memberPage = z.object({
  result: z.array(memberRow),
  total: z.number(),
  page: z.number(),
});

const listing = {
  /** Matches a name, an e-mail or a date of birth (mm/dd/yyyy), any part of it. */
  search: z.string().trim().max(100, 'At most 100 characters').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
};

export const getAgentMembers = endpoint({
  method: 'GET',
  path: 'get-agent-members',
  summary: "The signed-in rep's current members, five a page, SSNs masked.",
  query: z.object({ agent_id: numericId, ...listing }),
  data: memberPage,
});

export const getGroupUsers = endpoint({
  method: 'GET',
  path: 'get-group-users',
  summary: "The signed-in group administrator's current members, five a page, SSNs masked.",
  query: z.object({ group_id: numericId, ...listing }),
  data: memberPage,
});

export const addFilterForExistingUser = endpoint({
  method: 'POST',
  path: 'add-filter-for-existing-user',
  summary:
    "Starts an enrollment for one of the signed-in rep's or group's current members with the chosen tier; the member's details on file make the filter.",
  body: tierChoiceForm.extend({
    user_id: numericId,
    eprocess: z.enum(['rep', 'group']),
    agent_id: numericId.optional(),
    group_id: numericId.optional(),
    policy_id: z.string().max(40).optional(),
    open_type: z.enum(['agent', 'group', 'user']).optional(),
  }),
  data: z.object({ temp_enrollment_id: enrollmentId, portal_id: z.number().nullable() }),
});

export const MEMBER_LINK_INVALID = 'This member link is not valid or has expired';

export const addFilterForMember = endpoint({
  method: 'POST',
  path: 'add-filter-for-member',
  summary:
    "Starts a member's own enrollment from their member link (/member-benefit-store/{id}/{tier}) with the chosen tier; the details on file make the filter.",
  body: tierChoiceForm.extend({
    /** The member link's id: sealed, expiring, not a bare member number. */
    user_id: z.string().trim().min(1, MEMBER_LINK_INVALID).max(400, MEMBER_LINK_INVALID),
    open_type: z.enum(['agent', 'group', 'user']).optional(),
  }),
  data: z.object({ temp_enrollment_id: enrollmentId, portal_id: z.number().nullable() }),
});

export const getGroupAgentMemberInfo = endpoint({
  method: 'GET',
  path: 'get-group-agent-member-info',
  summary: 'Who an enrollment is for: its type, the member (current members only) and its group.',
  query: z.object({ enrollment_id: enrollmentId }),
  data: z.object({
    enrollment_type: z.string(),
    result: z.object({
      user_info: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
      /** code: the group's access code is not sent (no screen shows it). */
      group_info: z.object({ name: z.string(), code: z.string().optional() }).nullable(),
    }),
  }),
});
