import { beneficiaryFields } from '../formFields/beneficiaryFields';
import { fieldRows, fieldValue } from './fieldRows';
import type { Describer } from './summaryTypes';
import { briefOf, fullName, listOf } from './summaryValues';

const FIELDS = beneficiaryFields();

/** Beneficiary Information: each beneficiary as its own section, with the share in percent. */
export const beneficiarySummary: Describer = (doc, options) => {
  const people = listOf(doc.beneficiaries);
  const sections = people.map((person, index) => {
    return {
      title: `Beneficiary #${index + 1}`,
      rows: fieldRows(FIELDS, person, options),
    };
  });
  const brief = people
    .map((person) => {
      const detail = briefOf([
        fieldValue('relationship', FIELDS, person, options),
        fieldValue('beneficiary_percentage', FIELDS, person, options),
      ]);
      return detail ? `${fullName(person)} (${detail})` : fullName(person);
    })
    .join('; ');
  return { brief: brief || 'No beneficiaries', sections };
};
