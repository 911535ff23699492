import { US_STATES } from '../usStates';
import type { OptionChoice } from './builtInField';

/** The states as a list field's built-in choices: the name shown, the two-letter code stored. */
export const US_STATE_OPTIONS: readonly OptionChoice[] = US_STATES.map(([value, name]) => ({ name, value }));
