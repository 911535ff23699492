import { dependentFields } from '../formFields/dependentFields';
import { fieldRows, fieldValue } from './fieldRows';
import { healthBrief, healthRows } from './healthSummary';
import type { Describer, SummaryDocument } from './summaryTypes';
import { briefOf, fullName, listOf, objectOf } from './summaryValues';

/** A dependent's own fields: in primary_info (the saved shape), or at the entry's top level (older saves). */
const primaryOf = (entry: SummaryDocument): SummaryDocument =>
  Object.keys(objectOf(entry.primary_info)).length > 0 ? objectOf(entry.primary_info) : entry;

const FIELDS = dependentFields();

/** Dependent Information: each dependent as a section, with their health answers when they were asked. */
export const dependentSummary: Describer = (doc, options) => {
  const dependents = listOf(doc.dependents);
  const sections = dependents.map((entry, index) => {
    const person = primaryOf(entry);
    const health = objectOf(entry.health_info);
    return {
      title: `Dependent #${index + 1}`,
      rows: [
        ...fieldRows(FIELDS, person, options),
        ...(Object.keys(health).length > 0 ? healthRows(health) : []),
      ],
    };
  });
  const brief = dependents
    .map((entry) => {
      const person = primaryOf(entry);
      const relationship = fieldValue('relationship', FIELDS, person, options);
      const health = healthBrief(objectOf(entry.health_info));
      const name = relationship ? `${relationship}: ${fullName(person)}` : fullName(person);
      return health ? `${name} (${health})` : name;
    })
    .join('; ');
  return { brief: briefOf([brief]) || 'No dependents', sections };
};
