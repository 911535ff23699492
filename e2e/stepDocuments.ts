import type { Tier } from '../src/domain/tiers';
import type { WizardStep } from '../src/domain/wizardSteps';
import {
  AGREEMENT,
  BANK,
  BENEFICIARIES,
  CHILD,
  CONTACT,
  EMPLOYER,
  HEALTH,
  PERSONAL,
  SPOUSE,
} from '../testing/fixtures';
import { uniqueContactEmail } from './uniqueNames';

/** What decides a step's document besides the step: the tier (who the dependents are) and who verifies the agreement. */
export interface DocumentFor {
  tier: Tier;
  /** A rep's or group's enrollment: the agreement answers how the applicant was verified. */
  verifiedByAccount: boolean;
}

/** The dependents each tier asks for: a spouse, a child, or both. */
const DEPENDENTS_OF_TIER: Record<Tier, readonly object[]> = {
  IO: [],
  IS: [SPOUSE],
  IC: [CHILD],
  IF: [SPOUSE, CHILD],
};

/**
 * The document a step is saved with when a spec builds its enrollment through the contract: what the
 * journeys' helpers type on screen (wizardSteps.ts, billingSteps.ts), in the saved shape. Height and
 * weight, and the place of birth, are always sent: the server drops the fields a cart does not ask.
 * The e-mail is the test's own, so receipts stay within the store's limits per inbox.
 */
export function stepDocument(step: Exclude<WizardStep, 'review'>, enrollment: DocumentFor): object {
  switch (step) {
    case 'personal':
      return { ...PERSONAL, weight: '150', height_feet: '5', height_inch: '6' };
    case 'contact':
      return { ...CONTACT, email_address: uniqueContactEmail(), birth_state: 'TX', birth_city: 'Austin' };
    case 'employer':
      return EMPLOYER;
    case 'beneficiary':
      return BENEFICIARIES;
    case 'health':
      return HEALTH;
    case 'dependent':
      return { dependents: DEPENDENTS_OF_TIER[enrollment.tier] };
    case 'billing':
      return BANK;
    case 'agreement':
      return enrollment.verifiedByAccount
        ? { ...AGREEMENT, answer: 'Driver license seen in person' }
        : AGREEMENT;
  }
}
