import { z } from 'zod';
import { TIERS } from '../tiers';

export const CHOOSE_TIER = 'Please choose a tier';

/** The tier asked of a current member before their plans are priced (member home, Enroll Now). */
export const tierChoiceForm = z.object({
  tier: z.enum(TIERS, { error: () => CHOOSE_TIER }),
});
export type TierChoiceForm = z.infer<typeof tierChoiceForm>;
