import type { FastifyRequest } from 'fastify';
import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { optionList } from '../../enrollment/fieldSettings';
import { readGroupDetails } from '../../enrollment/groupDetails';
import { notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';

/** get-group-info for an enrollment that is not a group's (our wording; the spec gives none). */
export const NO_GROUP_MESSAGE = 'This enrollment is not with a group';

/**
 * The option calls: each answers one `option_items` list, the same rows the field definitions
 * embed, so a list shown on a step and the call's answer never differ. get-group-info answers
 * the group's details from the same read as Employer Information's prefill.
 */
export function optionListHandlers(
  deps: AppDeps,
): HandlersFor<
  | 'getAverageWorkWeek'
  | 'getEmploymentStatus'
  | 'getCompensationTypes'
  | 'getVacationPolicy'
  | 'getBargainingUnit'
  | 'getHolidayPolicy'
  | 'getEthnicCategory'
  | 'getGroupInfo'
> {
  const answer = async (list: string) => ({ result: await optionList(deps.db, list) });
  /** The group's lists name the enrollment: only its own browser may read them (the demo's are the same for all). */
  const forEnrollment =
    (list: string) => async (ctx: { query: { enrollment_id: string }; request: FastifyRequest }) => {
      await loadOwnedEnrollment(deps, ctx.request, ctx.query.enrollment_id);
      return answer(list);
    };
  return {
    getAverageWorkWeek: () => answer('average_work_week'),
    getEmploymentStatus: () => answer('employment_status'),
    getCompensationTypes: () => answer('compensation_type'),
    getVacationPolicy: forEnrollment('vacation_policy'),
    getBargainingUnit: forEnrollment('bargaining_unit'),
    getHolidayPolicy: forEnrollment('holiday_policy'),
    getEthnicCategory: () => answer('ethnic_category'),

    async getGroupInfo({ query, request }) {
      const { row } = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const group = row.group_id === null ? null : await readGroupDetails(deps.db, row.group_id);
      if (!group) throw notFound('enrollment_id', NO_GROUP_MESSAGE);
      return {
        general_info: { group_name: group.name, group_phone: group.phone },
        address_information: {
          address1: group.address1,
          city: group.city,
          state: group.state,
          zip: group.zip,
        },
      };
    },
  };
}
