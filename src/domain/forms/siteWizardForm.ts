import { z } from 'zod';
import { CATEGORIES } from '../categories';
import { COVERAGES } from '../coverages';
import { oneOf, systemToday, type Today } from '../fieldRules';
import { eligibilityForm } from './eligibilityForm';

export const CHOOSE_CATEGORY = 'Choose at least one plan category';

/** Step 5: the plan categories the visitor is interested in, at least one. */
export const categoryChoice = () =>
  z
    .array(z.enum(CATEGORIES, { error: () => CHOOSE_CATEGORY }), { error: () => CHOOSE_CATEGORY })
    .min(1, CHOOSE_CATEGORY)
    .max(CATEGORIES.length);

/** Step 6: what matters most in the coverage. */
export const coverageChoice = () => oneOf(COVERAGES);

/**
 * The doctor-branded site's six-step eligibility wizard: zip, date of birth, gender, tier, plan
 * categories and coverage interest, each step checked before the next.
 */
export const siteWizardForm = (today: Today = systemToday) =>
  eligibilityForm(today).extend({ categories: categoryChoice(), coverage: coverageChoice() });

/** The steps in order, each with the fields it asks. */
export const WIZARD_STEPS = [['zip'], ['dob'], ['gender'], ['tier'], ['categories'], ['coverage']] as const;
