import { z } from 'zod';
import { applicantBirthDate, oneOf, systemToday, type Today, zipCode } from '../fieldRules';
import { GENDERS } from '../gender';
import { TIERS } from '../tiers';

export const INVALID_ZIP = 'Invalid Zip code';

/** The landing page's eligibility form: zip, gender, tier and date of birth. */
export const eligibilityForm = (today: Today = systemToday) =>
  z.object({
    zip: zipCode(INVALID_ZIP),
    gender: oneOf(GENDERS),
    tier: z.preprocess((value) => (value === 'IC3' ? 'IC' : value), oneOf(TIERS)),
    dob: applicantBirthDate(today),
  });

export type EligibilityForm = z.infer<ReturnType<typeof eligibilityForm>>;
