import { FIELD_LABELS } from '../formFields/fieldLabels';
import { OTHER_ETHNIC_GROUP } from '../formFields/personalFields';
import type { Describer } from './summaryTypes';
import { briefOf, fullName, heightOf, maskedNumber, nameOf, rowsOf, textOf, weightOf } from './summaryValues';
import { GENDER_NAMES, MARITAL_STATUS_NAMES } from './valueNames';

const L = FIELD_LABELS.personal;

/** Personal Information: the applicant's name, birth, body measures, marital status, SSN (masked) and prior coverage. */
export const personalSummary: Describer = (doc, options) => {
  const gender = nameOf(doc.gender, 'gender', options, GENDER_NAMES);
  const ethnic =
    textOf(doc.ethnic_category) === OTHER_ETHNIC_GROUP && textOf(doc.ethnic_category_other_type)
      ? textOf(doc.ethnic_category_other_type)
      : nameOf(doc.ethnic_category, 'ethnic_category', options);
  const rows = rowsOf([
    [L.first_name, textOf(doc.first_name)],
    [L.middle_name, textOf(doc.middle_name)],
    [L.last_name, textOf(doc.last_name)],
    [L.gender, gender],
    [L.birthdate, textOf(doc.birthdate)],
    ['Height', heightOf(doc)],
    ['Weight', weightOf(doc)],
    [L.marital_status, nameOf(doc.marital_status, 'marital_status', options, MARITAL_STATUS_NAMES)],
    [L.ssn, maskedNumber(doc.ssn)],
    [L.ethnic_category, ethnic],
    [L.prior_coverage_flag, nameOf(doc.prior_coverage_flag, 'prior_coverage_flag', options)],
    [L.prior_carrier_name, textOf(doc.prior_carrier_name)],
    [L.prior_effective_date, textOf(doc.prior_effective_date)],
    [L.prior_term_date, textOf(doc.prior_term_date)],
  ]);
  return {
    brief: briefOf([fullName(doc), gender, textOf(doc.birthdate)]),
    sections: [{ title: null, rows }],
  };
};
