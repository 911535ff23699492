import { OTHER_ETHNIC_GROUP } from '../formFields/personalFields';
import type { Describer } from './summaryTypes';
import { briefOf, fullName, heightOf, maskedNumber, nameOf, rowsOf, textOf, weightOf } from './summaryValues';
import { GENDER_NAMES, MARITAL_STATUS_NAMES } from './valueNames';

/** Personal Information: the applicant's name, birth, body measures, marital status, SSN (masked) and prior coverage. */
export const personalSummary: Describer = (doc, options) => {
  const gender = nameOf(doc.gender, 'gender', options, GENDER_NAMES);
  const ethnic =
    textOf(doc.ethnic_category) === OTHER_ETHNIC_GROUP && textOf(doc.ethnic_category_other_type)
      ? textOf(doc.ethnic_category_other_type)
      : nameOf(doc.ethnic_category, 'ethnic_category', options);
  const rows = rowsOf([
    ['First Name', textOf(doc.first_name)],
    ['Middle Name', textOf(doc.middle_name)],
    ['Last Name', textOf(doc.last_name)],
    ['Gender', gender],
    ['Date of Birth', textOf(doc.birthdate)],
    ['Height', heightOf(doc)],
    ['Weight', weightOf(doc)],
    ['Marital Status', nameOf(doc.marital_status, 'marital_status', options, MARITAL_STATUS_NAMES)],
    ['Social Security Number', maskedNumber(doc.ssn)],
    ['Ethnic Group', ethnic],
    ['Prior Coverage', nameOf(doc.prior_coverage_flag, 'prior_coverage_flag', options)],
    ['Prior Carrier Name', textOf(doc.prior_carrier_name)],
    ['Prior Effective Date', textOf(doc.prior_effective_date)],
    ['Prior Term Date', textOf(doc.prior_term_date)],
  ]);
  return {
    brief: briefOf([fullName(doc), gender, textOf(doc.birthdate)]),
    sections: [{ title: null, rows }],
  };
};
