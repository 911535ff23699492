import { FIELD_LABELS } from '../formFields/fieldLabels';
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

const L = FIELD_LABELS.employer;

/** Employer Information: the employer, the job, how it pays and, for some groups, the employer's details. */
export const employerSummary: Describer = (doc, options) => {
  const phone = textOf(doc.phone) ? formatPhone(textOf(doc.phone)) : '';
  const rows = rowsOf([
    ['Employer Name', textOf(doc.name)],
    [L.phone, phone],
    [L.address1, textOf(doc.address1)],
    [L.address2, textOf(doc.address2)],
    [L.city, textOf(doc.city)],
    [L.state, nameOf(textOf(doc.state).toUpperCase(), 'state', options)],
    [L.zip, textOf(doc.zip)],
    [L.average_work_week, nameOf(doc.average_work_week, 'average_work_week', options)],
    [L.employment_start_date, textOf(doc.employment_start_date)],
    [L.occupation, textOf(doc.occupation)],
    [
      'Compensation Type',
      nameOf(doc.compensation_type, 'compensation_type', options, COMPENSATION_TYPE_NAMES),
    ],
    [
      'Employment Status',
      nameOf(doc.employment_status, 'employment_status', options, EMPLOYMENT_STATUS_NAMES),
    ],
    [L.emp_industry, textOf(doc.emp_industry)],
    [L.emp_num_employed, textOf(doc.emp_num_employed)],
    [L.emp_vac_policy, nameOf(doc.emp_vac_policy, 'emp_vac_policy', options)],
    [L.emp_barg_unit, nameOf(doc.emp_barg_unit, 'emp_barg_unit', options)],
    [L.holiday_policy, holidaysOf(objectOf(doc.holiday_policy), options)],
  ]);
  return {
    brief: briefOf([textOf(doc.name), textOf(doc.occupation)]),
    sections: [{ title: null, rows }],
  };
};
