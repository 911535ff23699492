import type { FastifyRequest } from 'fastify';
import type { FilterInfo } from '../../../contract/filterCalls';
import { ageOn } from '../../../domain/age';
import { calendarDateOf, parseMdy } from '../../../domain/dates';
import { INVALID_ZIP } from '../../../domain/forms/eligibilityForm';
import { NOT_YOUR_ENROLLMENT } from '../../../domain/forms/signInForm';
import { ON_FILE_MESSAGE } from '../../../domain/forms/tierChoiceForm';
import { US_STATES } from '../../../domain/usStates';
import { loadOpenEnrollment } from '../../access/enrollmentAccess';
import { createEnrollment } from '../../access/enrollmentCreation';
import { landingPortal, portalsOpenTo } from '../../access/portalChoice';
import { repOfGroup, repOfPortal } from '../../access/repOwnership';
import { requireAccount } from '../../access/sessionAccess';
import type { AppDeps } from '../../appDeps';
import { toJsonText } from '../../db/json';
import { removeStep } from '../../enrollment/tabStore';
import { fieldError } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { repriceCart } from '../../pricing/cartRepricing';

export const NOT_THE_REPS_GROUP = "This group is not the representative's";
export const GROUP_BY_INVITATION =
  "This group's enrollment is by invitation: please use the link you were sent";
export const NOT_THE_REPS_PORTAL = "This enrollment portal is not the representative's";
export const MEMBER_ENROLLMENT_ELSEWHERE =
  "A current member's enrollment starts from their member link or with their representative";

export function eligibilityHandlers(
  deps: AppDeps,
): HandlersFor<'validateZipCode' | 'validateDob' | 'addFilterForNewUser' | 'changeFilterInfo' | 'getStates'> {
  const placeOf = (zip: string, target: string) => {
    const place = deps.zips.lookup(zip);
    if (!place) throw fieldError(target, INVALID_ZIP);
    return place;
  };

  return {
    async validateZipCode({ query }) {
      const place = placeOf(query.zip_code, 'zip_code');
      // The external zip validation (offline dataset unless ZIP_CHECK_URL is set) has the last word.
      const verdict = await deps.contactChecks.zip.check(query.zip_code);
      if (!verdict.ok) throw fieldError('zip_code', verdict.message);
      return { zip: place.zip, city: place.city, state_abbreviation: place.state };
    },

    async validateDob({ query }) {
      const birth = parseMdy(query.dob);
      return { dob: query.dob, age: birth ? ageOn(birth, calendarDateOf(deps.now())) : 0 };
    },

    async addFilterForNewUser({ body: given, request, reply }) {
      // An existing-member enrollment prices and sells as the member's (association plans without the
      // membership, among others): it is made only for a member, by their link or their signed-in rep
      // (add-filter-for-member, add-filter-for-existing-user), never on a shopper's word.
      if (given.type === 'existing-user') throw fieldError('type', MEMBER_ENROLLMENT_ELSEWHERE, 403);
      const place = placeOf(given.zip, 'zip');
      const viaReferral = given.referral !== undefined;
      const body = given.referral === undefined ? given : await throughReferral(deps, given, given.referral);
      await checkPeopleExist(deps, body.agent_id, body.group_id, body.platform_group_id);
      await checkActingFor(deps, request, body);
      if (!viaReferral) await checkApplicantWayIn(deps, body);
      const filter: FilterInfo = {
        zip: body.zip,
        dob: body.dob,
        gender: body.gender,
        tier: body.tier,
        state: place.state,
        city: place.city,
        // Unknown until the shopper says: a tobacco-rated plan asks before it shows a price.
        is_smoker: null,
        annual_incode: null,
        working_hours: null,
        ...(body.categories ? { categories: body.categories } : {}),
        ...(body.coverage ? { coverage: body.coverage } : {}),
      };
      const id = await createEnrollment(
        deps,
        request,
        reply,
        {
          type: 'new-user',
          eprocess: body.eprocess ?? 'applicant',
          open_type: body.open_type ?? null,
          agent_id: body.agent_id ?? null,
          group_id: body.group_id ?? null,
          // A shopper from a rep's or group's page gets the portal the page is configured with.
          portal_id:
            body.platform_group_id ??
            (body.eprocess === undefined || body.eprocess === 'applicant'
              ? await landingPortal(deps.db, {
                  agent_id: body.agent_id ?? null,
                  group_id: body.group_id ?? null,
                })
              : null),
          user_id: null,
        },
        filter,
      );
      return { temp_enrollment_id: id };
    },

    async changeFilterInfo({ params, body, request }) {
      const { row, filter } = await loadOpenEnrollment(deps, request, params.tempId, 'tempId');
      if (row.type === 'existing-user') {
        // A current member's zip, birth date and gender are the ones on file.
        for (const field of ['zip', 'dob', 'gender'] as const) {
          const given = body[field];
          if (given && given !== filter[field]) throw fieldError(field, ON_FILE_MESSAGE);
        }
      }
      const next: FilterInfo = { ...filter };
      if (body.zip) {
        const place = placeOf(body.zip, 'zip');
        next.zip = body.zip;
        next.state = place.state;
        next.city = place.city;
      }
      if (body.dob) next.dob = body.dob;
      if (body.gender) next.gender = body.gender;
      if (body.tier) next.tier = body.tier;
      if (body.is_smoker) next.is_smoker = body.is_smoker;
      if (body.annual_incode) next.annual_incode = Number(body.annual_incode);
      if (body.working_hours) next.working_hours = Number(body.working_hours);
      if (body.categories) next.categories = body.categories;
      if (body.coverage) next.coverage = body.coverage;
      // Checked before anything is saved: an unknown plan changes nothing.
      const planShown = body.plan_id === undefined ? null : await planToShow(deps, body.plan_id);
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('enrollments')
          .set({ filter_info: toJsonText(next), updated_at: deps.now().toISOString() })
          .where('id', '=', params.tempId)
          .execute();
        await repriceCart({ ...deps, db: trx }, params.tempId, next);
        // Member Only keeps no dependents (the spec's delete-dependent-in-IO, done with the change).
        if (next.tier === 'IO') await removeStep(trx, params.tempId, 'dependent');
      });
      return { plan_id: planShown };
    },

    async getStates() {
      return { result: US_STATES.map(([code, name]) => ({ code, name })) };
    },
  };
}

/** Who a new enrollment names: how it is made, and the rep, group and portal it is made under. */
interface WhoIsNamed {
  eprocess?: string | undefined;
  agent_id?: number | undefined;
  group_id?: number | undefined;
  platform_group_id?: number | undefined;
}

/**
 * A rep (eprocess rep) or a group administrator (eprocess group) enrolls for others only when
 * signed in, and only as themselves; the portal must be one of the rep's own. Shoppers arriving
 * through a rep's or group's page (eprocess applicant) need no account.
 */
async function checkActingFor(deps: AppDeps, request: FastifyRequest, body: WhoIsNamed): Promise<void> {
  if (body.eprocess !== 'rep' && body.eprocess !== 'group') return;
  const account = await requireAccount(deps, request);
  if (body.eprocess === 'rep') {
    if (account.kind !== 'agent' || body.agent_id !== account.agent_id)
      throw fieldError('agent_id', NOT_YOUR_ENROLLMENT, 403);
    if (body.group_id !== undefined && (await repOfGroup(deps.db, body.group_id)) !== account.agent_id) {
      throw fieldError('group_id', NOT_YOUR_ENROLLMENT, 403);
    }
    if (
      body.platform_group_id !== undefined &&
      (await repOfPortal(deps.db, body.platform_group_id)) !== account.agent_id
    ) {
      throw fieldError('platform_group_id', NOT_YOUR_ENROLLMENT, 403);
    }
  } else if (account.kind !== 'group' || body.group_id !== account.group_id) {
    throw fieldError('group_id', NOT_YOUR_ENROLLMENT, 403);
  }
}

/**
 * A shopper (eprocess applicant) names a rep, group and portal only as a rep's or group's page would:
 * the group's own rep, a portal of that rep, and a group only when it has a public landing page (a
 * group without one is reached by its referral links or its signed-in administrator). Otherwise a
 * stranger could file an enrollment, and its receipt, under any rep or group.
 */
async function checkApplicantWayIn(deps: AppDeps, body: WhoIsNamed): Promise<void> {
  if (body.eprocess !== undefined && body.eprocess !== 'applicant') return;
  if (body.group_id !== undefined) {
    const group = await deps.db
      .selectFrom('groups')
      .select(['agent_id', 'landing_slug'])
      .where('id', '=', body.group_id)
      .executeTakeFirstOrThrow();
    if (body.agent_id !== undefined && group.agent_id !== body.agent_id)
      throw fieldError('group_id', NOT_THE_REPS_GROUP, 403);
    if (group.landing_slug === null) throw fieldError('group_id', GROUP_BY_INVITATION, 403);
  }
  if (body.platform_group_id !== undefined) {
    const open = await portalsOpenTo(deps.db, {
      eprocess: 'applicant',
      agent_id: body.agent_id ?? null,
      group_id: body.group_id ?? null,
    });
    if (!open.some((portal) => portal.id === body.platform_group_id))
      throw fieldError('platform_group_id', NOT_THE_REPS_PORTAL, 403);
  }
}

/** A shopper who came by a referral link enrolls with that link's rep, group and portal. */
async function throughReferral<T extends object>(deps: AppDeps, body: T, referral: string) {
  const link = await deps.db
    .selectFrom('referrals')
    .selectAll()
    .where('id', '=', referral.toUpperCase())
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!link) throw fieldError('referral', 'This referral link is no longer valid');
  return {
    ...body,
    eprocess: 'applicant' as const,
    open_type: undefined,
    agent_id: link.agent_id,
    group_id: link.group_id ?? undefined,
    platform_group_id: link.portal_id ?? undefined,
  };
}

/** The plan to show in place of one: its successor once it is retired, otherwise itself. */
async function planToShow(deps: AppDeps, planId: number): Promise<number | null> {
  const plan = await deps.db
    .selectFrom('plans')
    .select(['active', 'successor_plan_id'])
    .where('id', '=', planId)
    .executeTakeFirst();
  if (!plan) throw fieldError('plan_id', 'Plan not found', 404);
  return plan.active === 0 && plan.successor_plan_id !== null ? plan.successor_plan_id : planId;
}

async function checkPeopleExist(
  deps: AppDeps,
  agentId: number | undefined,
  groupId: number | undefined,
  portalId: number | undefined,
): Promise<void> {
  if (agentId !== undefined) {
    const agent = await deps.db
      .selectFrom('agents')
      .select('id')
      .where('id', '=', agentId)
      .executeTakeFirst();
    if (!agent) throw fieldError('agent_id', 'Unknown representative');
  }
  if (groupId !== undefined) {
    const group = await deps.db
      .selectFrom('groups')
      .select('id')
      .where('id', '=', groupId)
      .executeTakeFirst();
    if (!group) throw fieldError('group_id', 'Unknown group');
  }
  if (portalId !== undefined) {
    const portal = await deps.db
      .selectFrom('portals')
      .select('id')
      .where('id', '=', portalId)
      .executeTakeFirst();
    if (!portal) throw fieldError('platform_group_id', 'Unknown enrollment portal');
  }
}
