import { describe, expect, it } from 'vitest';
import { stepOfSlug } from '../domain/wizardStepNames';
import { nextStep, WIZARD_STEPS } from '../domain/wizardSteps';
import { TAB_NAMES } from './enrollmentCalls';
import { STEP_COLUMNS } from './filterCalls';
import { requiredSteps, STEP_CATALOG, stepOfColumn, stepOfTab } from './wizardStepCatalog';

describe('required wizard steps', () => {
  it('asks only the basics for a member-only dental cart', () => {
    expect(requiredSteps({ tier: 'IO', categories: ['dental'], anyPlanNeedsHealth: false })).toEqual([
      'personal',
      'contact',
      'billing',
      'agreement',
      'review',
    ]);
  });

  it('adds beneficiaries for life, employer for disability, health and dependents when needed', () => {
    expect(requiredSteps({ tier: 'IF', categories: ['term_life', 'di'], anyPlanNeedsHealth: true })).toEqual([
      'personal',
      'contact',
      'employer',
      'beneficiary',
      'health',
      'dependent',
      'billing',
      'agreement',
      'review',
    ]);
  });

  it('walks to the next required step', () => {
    const steps = requiredSteps({ tier: 'IO', categories: [], anyPlanNeedsHealth: false });
    expect(nextStep(steps, 'contact')).toBe('billing');
    expect(nextStep(steps, 'review')).toBeNull();
  });
});

describe('the step catalog', () => {
  it('names every wire tab, column and slug exactly once', () => {
    const described = WIZARD_STEPS.map((step) => STEP_CATALOG[step]);
    expect(described.map((d) => d.tab).sort()).toEqual([...TAB_NAMES].sort());
    expect(described.map((d) => d.column).sort()).toEqual([...STEP_COLUMNS].sort());
    expect(new Set(described.map((d) => d.slug)).size).toBe(WIZARD_STEPS.length);
    for (const step of WIZARD_STEPS) {
      expect(stepOfSlug(STEP_CATALOG[step].slug)).toBe(step);
      expect(stepOfTab(STEP_CATALOG[step].tab)).toBe(step);
      expect(stepOfColumn(STEP_CATALOG[step].column)).toBe(step);
    }
    expect(stepOfSlug('nope')).toBeNull();
  });
});
