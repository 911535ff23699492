import { sql } from 'kysely';
import type { FilterInfo } from '../../../contract/filterCalls';
import { MEMBER_LINK_INVALID, MEMBERS_PAGE_SIZE, type MemberRow } from '../../../contract/memberCalls';
import { formatMdy, fromIsoDate, parseMdy, toIsoDate } from '../../../domain/dates';
import { NOT_YOUR_ENROLLMENT } from '../../../domain/forms/signInForm';
import { maskTail } from '../../../domain/paymentNumbers';
import type { Tier } from '../../../domain/tiers';
import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import { createEnrollment } from '../../access/enrollmentCreation';
import { admitMemberLink } from '../../access/memberLinks';
import { landingPortal } from '../../access/portalChoice';
import { repOfGroup } from '../../access/repOwnership';
import { requireAccount } from '../../access/sessionAccess';
import type { AppDeps } from '../../appDeps';
import type { AccountTable, MemberTable } from '../../db/schema';
import { fieldError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';

const MEMBER_NOT_FOUND = 'Member not found';

export function memberHandlers(
  deps: AppDeps,
): HandlersFor<
  | 'getAgentMembers'
  | 'getGroupUsers'
  | 'addFilterForExistingUser'
  | 'addFilterForMember'
  | 'getGroupAgentMemberInfo'
> {
  const describeMembers = async (members: MemberTable[]): Promise<MemberRow[]> => {
    if (members.length === 0) return [];
    const ids = members.map((m) => m.id);
    const policies = await deps.db
      .selectFrom('member_policies')
      .innerJoin('plans', 'plans.id', 'member_policies.plan_id')
      .select([
        'member_policies.member_id',
        'member_policies.policy_id',
        'member_policies.status',
        'plans.name',
      ])
      .where('member_policies.member_id', 'in', ids)
      .orderBy('member_policies.policy_id')
      .execute();
    const groupIds = [...new Set(members.map((m) => m.group_id).filter((id): id is number => id !== null))];
    const groups =
      groupIds.length > 0
        ? await deps.db.selectFrom('groups').select(['id', 'name']).where('id', 'in', groupIds).execute()
        : [];
    return members.map((m) => {
      const own = policies.filter((p) => p.member_id === m.id);
      const group = groups.find((g) => g.id === m.group_id);
      const birth = fromIsoDate(m.dob);
      return {
        user_id: m.id,
        name: `${m.first_name} ${m.last_name}`,
        dob: birth ? formatMdy(birth) : '',
        email: m.email,
        ssn: maskTail(deps.secretBox.open(m.ssn)),
        policy_id: own[0]?.policy_id ?? null,
        group_info: group ? { group_id: group.id, group_name: group.name } : null,
        plan_info: own.map((p) => ({ plan_name: p.name, plan_status: p.status })),
      };
    });
  };

  /** One page of members, searched by name, e-mail or date of birth, SSNs masked. */
  const memberPage = async (
    owner: { agent_id: number } | { group_id: number },
    search: string,
    page: number,
  ) => {
    let query = deps.db.selectFrom('members');
    query =
      'agent_id' in owner
        ? query.where('agent_id', '=', owner.agent_id)
        : query.where('group_id', '=', owner.group_id);
    if (search) {
      const birth = parseMdy(search);
      const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(first_name || ' ' || last_name)`, 'like', sql`${like} escape '\\'`),
          eb(sql`lower(email)`, 'like', sql`${like} escape '\\'`),
          ...(birth ? [eb('dob', '=', toIsoDate(birth))] : []),
        ]),
      );
    }
    const counted = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
    const rows = await query
      .selectAll()
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .limit(MEMBERS_PAGE_SIZE)
      .offset((page - 1) * MEMBERS_PAGE_SIZE)
      .execute();
    return { result: await describeMembers(rows), total: Number(counted?.n ?? 0), page };
  };

  /** The member, only when the signed-in rep or group administrator serves them. */
  const ownMember = async (account: AccountTable, eprocess: 'rep' | 'group', userId: number) => {
    const member = await deps.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirst();
    const serves =
      member !== undefined &&
      (eprocess === 'rep'
        ? account.kind === 'agent' && member.agent_id === account.agent_id
        : account.kind === 'group' && member.group_id !== null && member.group_id === account.group_id);
    // Someone else's member and no member at all read the same, so ids cannot be probed.
    if (!member || !serves) throw notFound('user_id', MEMBER_NOT_FOUND);
    return member;
  };

  /** A current member's filter: the zip, date of birth and gender on file, and the chosen tier. */
  const memberFilter = (member: MemberTable, tier: Tier): FilterInfo => {
    const place = deps.zips.lookup(member.zip);
    const birth = fromIsoDate(member.dob);
    if (!place || !birth)
      throw fieldError('user_id', 'The details on file for this member are incomplete', 409);
    return {
      zip: member.zip,
      dob: formatMdy(birth),
      gender: member.gender === '0' ? '0' : '1',
      tier,
      state: place.state,
      city: place.city,
      // Not on file: asked on a tobacco-rated plan, like any shopper.
      is_smoker: null,
      annual_incode: null,
      working_hours: null,
    };
  };

  return {
    async getAgentMembers({ query, request }) {
      const account = await requireAccount(deps, request);
      if (account.kind !== 'agent' || account.agent_id !== query.agent_id)
        throw fieldError('agent_id', NOT_YOUR_ENROLLMENT, 403);
      return memberPage({ agent_id: query.agent_id }, query.search ?? '', query.page);
    },

    async getGroupUsers({ query, request }) {
      const account = await requireAccount(deps, request);
      if (account.kind !== 'group' || account.group_id !== query.group_id)
        throw fieldError('group_id', NOT_YOUR_ENROLLMENT, 403);
      return memberPage({ group_id: query.group_id }, query.search ?? '', query.page);
    },

    async addFilterForExistingUser({ body, request, reply }) {
      const account = await requireAccount(deps, request);
      const member = await ownMember(account, body.eprocess, body.user_id);
      if (body.agent_id !== undefined && body.agent_id !== member.agent_id)
        throw fieldError('agent_id', NOT_YOUR_ENROLLMENT, 403);
      if (body.group_id !== undefined && body.group_id !== member.group_id)
        throw fieldError('group_id', 'Please choose a group');
      if (body.policy_id !== undefined) {
        const policy = await deps.db
          .selectFrom('member_policies')
          .select('policy_id')
          .where('member_id', '=', member.id)
          .where('policy_id', '=', body.policy_id)
          .executeTakeFirst();
        if (!policy) throw notFound('policy_id', 'Policy not found');
      }
      const filter = memberFilter(member, body.tier);
      // The member's rep's first portal; a group's enrollments go through the group's rep.
      const rep = body.eprocess === 'rep' ? member.agent_id : await repOfGroup(deps.db, member.group_id);
      const portal = await deps.db
        .selectFrom('portals')
        .select('id')
        .where('agent_id', '=', rep ?? -1)
        .orderBy('id')
        .executeTakeFirst();
      const id = await createEnrollment(
        deps,
        request,
        reply,
        {
          type: 'existing-user',
          eprocess: body.eprocess,
          open_type: body.open_type ?? null,
          agent_id: member.agent_id,
          group_id: member.group_id,
          portal_id: portal?.id ?? null,
          user_id: member.id,
        },
        filter,
      );
      return { temp_enrollment_id: id, portal_id: portal?.id ?? null };
    },

    async addFilterForMember({ body, request, reply }) {
      const memberId = await admitMemberLink(deps, request, reply, body.user_id);
      const member =
        memberId === null
          ? undefined
          : await deps.db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirst();
      if (!member) throw notFound('user_id', MEMBER_LINK_INVALID);
      const filter = memberFilter(member, body.tier);
      // Members buy through the store's member group (the group whose member_store is set), if it has one.
      const storeGroup = await deps.db
        .selectFrom('groups')
        .select('id')
        .where('member_store', '=', 1)
        .executeTakeFirst();
      const who = { agent_id: member.agent_id, group_id: storeGroup?.id ?? null };
      // The store's page portal when it is the member's rep's; otherwise the member chooses one.
      const portalId = await landingPortal(deps.db, who);
      const id = await createEnrollment(
        deps,
        request,
        reply,
        {
          type: 'existing-user',
          eprocess: 'applicant',
          open_type: body.open_type ?? 'user',
          ...who,
          portal_id: portalId,
          user_id: member.id,
        },
        filter,
      );
      return { temp_enrollment_id: id, portal_id: portalId };
    },

    async getGroupAgentMemberInfo({ query, request }) {
      const { row } = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const member =
        row.user_id === null
          ? undefined
          : await deps.db
              .selectFrom('members')
              .select(['first_name', 'last_name'])
              .where('id', '=', row.user_id)
              .executeTakeFirst();
      const group =
        row.group_id === null
          ? undefined
          : await deps.db
              .selectFrom('groups')
              .select(['name'])
              .where('id', '=', row.group_id)
              .executeTakeFirst();
      return {
        enrollment_type: enrollTypeOf(row.type, row.group_id),
        result: { user_info: member ?? null, group_info: group ?? null },
      };
    },
  };
}

/** The source's enroll types: a current member's, a group member's, or a new member's. */
function enrollTypeOf(type: string, groupId: number | null): string {
  if (type === 'existing-user') return 'existing-member';
  return groupId === null ? 'new-member' : 'new-group-member';
}
