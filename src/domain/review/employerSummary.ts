import { formatPhone } from '../phone';
import type { Describer, FieldOptions, SummaryDocument } from './summaryTypes';
import { briefOf, nameOf, objectOf, rowsOf, textOf } from './summaryValues';
import { COMPENSATION_TYPE_NAMES, EMPLOYMENT_STATUS_NAMES, HOLIDAY_POLICY_NAMES } from './valueNames';

/** The holiday policies ticked (flags set to 1), by name. */
function holidaysOf(flags: SummaryDocument, options: FieldOptions): string {
  return Object.entries(flags)
    .filter(([, on]) => Number(on) === 1)
    .map(([flag]) => nameOf(flag, 'holiday_policy', options, HOLIDAY_POLICY_NAMES))
    .join(', ');
}

/** Employer Information: the employer, the job, how it pays and, for some groups, the employer's details. */
export const employerSummary: Describer = (doc, options) => {
  const phone = textOf(doc.phone) ? formatPhone(textOf(doc.phone)) : '';
  const rows = rowsOf([
    ['Employer Name', textOf(doc.name)],
    ['Contact Number', phone],
    ['Street Address 1', textOf(doc.address1)],
    ['Street Address 2', textOf(doc.address2)],
    ['City', textOf(doc.city)],
    ['State', nameOf(textOf(doc.state).toUpperCase(), 'state', options)],
    ['Zip', textOf(doc.zip)],
    ['Average Work Week', nameOf(doc.average_work_week, 'average_work_week', options)],
    ['Employment Start Date', textOf(doc.employment_start_date)],
    ['Occupation', textOf(doc.occupation)],
    [
      'Compensation Type',
      nameOf(doc.compensation_type, 'compensation_type', options, COMPENSATION_TYPE_NAMES),
    ],
    [
      'Employment Status',
      nameOf(doc.employment_status, 'employment_status', options, EMPLOYMENT_STATUS_NAMES),
    ],
    ['Employer Industry', textOf(doc.emp_industry)],
    ['Number of Employees', textOf(doc.emp_num_employed)],
    ['Vacation Policy', nameOf(doc.emp_vac_policy, 'emp_vac_policy', options)],
    ['Bargaining Unit', nameOf(doc.emp_barg_unit, 'emp_barg_unit', options)],
    ['Holiday Policy', holidaysOf(objectOf(doc.holiday_policy), options)],
  ]);
  return {
    brief: briefOf([textOf(doc.name), textOf(doc.occupation)]),
    sections: [{ title: null, rows }],
  };
};
