import { z } from 'zod';
import { TIERS } from '../tiers';

export const CHOOSE_TIER = 'Please choose a tier';
/** A current member's zip, date of birth and gender are the ones on file. */
export const ON_FILE_MESSAGE = 'This is on file for the member and cannot be changed here';

/** The tier asked of a current member before their plans are priced (member home, Enroll Now). */
export const tierChoiceForm = z.object({
  tier: z.enum(TIERS, { error: () => CHOOSE_TIER }),
});
