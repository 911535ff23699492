import { z } from 'zod';
import { endpoint } from './endpoint';
import { optionItem } from './formFieldCalls';
import { enrollmentQuery, listResult } from './wireFields';

/** An option list as the option calls answer it: name/value pairs in the order to show them. */
const optionListAnswer = listResult(optionItem);

const fixedList = (path: string, what: string) =>
  endpoint({
    method: 'GET',
    path,
    summary: `The ${what} to choose from (Employer Information).`,
    data: optionListAnswer,
  });

/** The group's lists: they may differ per enrollment's group, so the enrollment is named. */
const enrollmentList = (path: string, what: string) =>
  endpoint({
    method: 'GET',
    path,
    summary: `The ${what} to choose from for this enrollment (Employer Information).`,
    query: enrollmentQuery,
    data: optionListAnswer,
  });

export const getAverageWorkWeek = fixedList('get-average-work-week', 'average work weeks');
export const getEmploymentStatus = fixedList('get-employment-status', 'employment statuses');
export const getCompensationTypes = fixedList('get-compensation-types', 'compensation types');
export const getVacationPolicy = enrollmentList('get-vacation-policy', 'vacation policies');
export const getBargainingUnit = enrollmentList('get-bargaining-unit', 'bargaining units');
export const getHolidayPolicy = enrollmentList('get-holiday-policy', 'holiday policies');

export const getEthnicCategory = endpoint({
  method: 'GET',
  host: 'benefit',
  path: 'get-ethnic-category',
  summary: 'The ethnic groups of Personal Information; the one whose value is 12 is "Other".',
  data: optionListAnswer,
});

export const getGroupInfo = endpoint({
  method: 'GET',
  path: 'get-group-info',
  summary: "The enrollment's group: name, phone and address (Employer Information starts from them).",
  query: enrollmentQuery,
  data: z.object({
    general_info: z.object({ group_name: z.string(), group_phone: z.string().nullable() }),
    address_information: z.object({
      address1: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      zip: z.string().nullable(),
    }),
  }),
});
