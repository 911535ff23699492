import { FIELD_LABELS } from '../formFields/fieldLabels';
import { healthBrief, healthRows } from './healthSummary';
import type { Describer, SummaryDocument } from './summaryTypes';
import {
  briefOf,
  fullName,
  heightOf,
  listOf,
  maskedNumber,
  nameOf,
  objectOf,
  rowsOf,
  textOf,
  weightOf,
} from './summaryValues';
import { GENDER_NAMES, RELATIONSHIP_NAMES } from './valueNames';

/** A dependent's own fields: in primary_info (the saved shape), or at the entry's top level (older saves). */
const primaryOf = (entry: SummaryDocument): SummaryDocument =>
  Object.keys(objectOf(entry.primary_info)).length > 0 ? objectOf(entry.primary_info) : entry;

const L = FIELD_LABELS.dependent;

/** Dependent Information: each dependent as a section, with their health answers when they were asked. */
export const dependentSummary: Describer = (doc, options) => {
  const dependents = listOf(doc.dependents);
  const sections = dependents.map((entry, index) => {
    const person = primaryOf(entry);
    const health = objectOf(entry.health_info);
    return {
      title: `Dependent #${index + 1}`,
      rows: [
        ...rowsOf([
          [L.relationship, nameOf(person.relationship, 'relationship', options, RELATIONSHIP_NAMES)],
          [L.first_name, textOf(person.first_name)],
          [L.middle_name, textOf(person.middle_name)],
          [L.last_name, textOf(person.last_name)],
          [L.birthdate, textOf(person.birthdate)],
          [L.gender, nameOf(person.gender, 'gender', options, GENDER_NAMES)],
          [L.ssn, maskedNumber(person.ssn)],
          ['Height', heightOf(person)],
          ['Weight', weightOf(person)],
        ]),
        ...(Object.keys(health).length > 0 ? healthRows(health) : []),
      ],
    };
  });
  const brief = dependents
    .map((entry) => {
      const person = primaryOf(entry);
      const relationship = nameOf(person.relationship, 'relationship', options, RELATIONSHIP_NAMES);
      const health = healthBrief(objectOf(entry.health_info));
      const name = relationship ? `${relationship}: ${fullName(person)}` : fullName(person);
      return health ? `${name} (${health})` : name;
    })
    .join('; ');
  return { brief: briefOf([brief]) || 'No dependents', sections };
};
