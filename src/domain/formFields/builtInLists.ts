import { US_STATES } from '../usStates';
import type { BuiltInList, OptionChoice } from './builtInField';

/**
 * The built-in lists a field names rather than holds (builtInField.ts), loaded only where choices are
 * made up on the server: the states by name with their two-letter codes; a beneficiary's relationship,
 * stored as its words (the 834 maps them: src/server/x12/beneficiaryRelationship.ts).
 */
export const BUILT_IN_LISTS: Record<BuiltInList, readonly OptionChoice[]> = {
  'us-states': US_STATES.map(([value, name]) => ({ name, value })),
  'beneficiary-relationships': [
    'Spouse',
    'Child',
    'Parent',
    'Sibling',
    'Grandchild',
    'Domestic Partner',
    'Friend',
    'Estate',
    'Trust',
    'Other',
  ].map((word) => ({ name: word, value: word })),
};
