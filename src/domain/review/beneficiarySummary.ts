import type { Describer } from './summaryTypes';
import { briefOf, fullName, listOf, maskedNumber, nameOf, rowsOf, textOf } from './summaryValues';

/** Beneficiary Information: each beneficiary as its own section, with the share in percent. */
export const beneficiarySummary: Describer = (doc, options) => {
  const people = listOf(doc.beneficiaries);
  const sections = people.map((person, index) => {
    const percentage = textOf(person.beneficiary_percentage);
    return {
      title: `Beneficiary #${index + 1}`,
      rows: rowsOf([
        ['First Name', textOf(person.first_name)],
        ['Middle Name', textOf(person.middle_name)],
        ['Last Name', textOf(person.last_name)],
        ['Date of Birth', textOf(person.birthdate)],
        ['Social Security Number', maskedNumber(person.ssn)],
        ['Relationship', nameOf(person.relationship, 'relationship', options)],
        ['Beneficiary Percentage', percentage ? `${percentage}%` : ''],
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
