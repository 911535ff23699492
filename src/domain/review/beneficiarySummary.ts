import { FIELD_LABELS } from '../formFields/fieldLabels';
import type { Describer } from './summaryTypes';
import { briefOf, fullName, listOf, maskedNumber, nameOf, rowsOf, textOf } from './summaryValues';

const L = FIELD_LABELS.beneficiary;

/** Beneficiary Information: each beneficiary as its own section, with the share in percent. */
export const beneficiarySummary: Describer = (doc, options) => {
  const people = listOf(doc.beneficiaries);
  const sections = people.map((person, index) => {
    const percentage = textOf(person.beneficiary_percentage);
    return {
      title: `Beneficiary #${index + 1}`,
      rows: rowsOf([
        [L.first_name, textOf(person.first_name)],
        [L.middle_name, textOf(person.middle_name)],
        [L.last_name, textOf(person.last_name)],
        [L.birthdate, textOf(person.birthdate)],
        [L.ssn, maskedNumber(person.ssn)],
        [L.relationship, nameOf(person.relationship, 'relationship', options)],
        [L.beneficiary_percentage, percentage ? `${percentage}%` : ''],
      ]),
    };
  });
  const brief = people
    .map((person) => {
      const relationship = nameOf(person.relationship, 'relationship', options);
      const percentage = textOf(person.beneficiary_percentage);
      const detail = briefOf([relationship, percentage ? `${percentage}%` : '']);
      return detail ? `${fullName(person)} (${detail})` : fullName(person);
    })
    .join('; ');
  return { brief: brief || 'No beneficiaries', sections };
};
