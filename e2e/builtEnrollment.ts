import { expect, type Page } from '@playwright/test';
import { cartCheckout, getCartEffectiveDates } from '../src/contract/cartCalls';
import { getDynamicTabs } from '../src/contract/enrollmentCalls';
import {
  addFilterForNewUser,
  changeFilterInfo,
  getEnrollmentTempInfo,
  type TempInfoColumn,
} from '../src/contract/filterCalls';
import { addFilterForExistingUser, addFilterForMember, getAgentMembers } from '../src/contract/memberCalls';
import { getAgentGroups, getEnrollmentPlatforms } from '../src/contract/portalCalls';
import { STEP_CATALOG, stepPath, stepsOfTabs } from '../src/contract/wizardStepCatalog';
import type { Tier } from '../src/domain/tiers';
import { stepHeading } from '../src/domain/wizardStepNames';
import type { WizardStep } from '../src/domain/wizardSteps';
import type { EnrollContext } from '../src/web/session/enrollContext';
import { addCheapest } from '../testing/journey';
import type { RealBrowser } from '../testing/realBrowser';
import { handOver, storeBrowser } from './contractBrowser';
import { demoPlanId } from './demoPlans';
import { type EligibilityDetails, filterOf, tierOf } from './eligibilityDetails';
import { memberLinkFor } from './memberLinkTokens';
import { signInThroughContract } from './signedIn';
import { type DocumentFor, stepDocument } from './stepDocuments';

/** Who the enrollment is for, and through whom: the ways into the wizard the specs start from. */
type EnrollmentFor =
  /** A shopper on their own, as the landing page's eligibility form starts one. */
  | { shopper: EligibilityDetails }
  /** A current member by a member link from their dashboard, on a tier ('Member Only', …). */
  | { member: number; tier: string }
  /** A new member of a signed-in rep, through a portal (and a group) named as on screen, or none yet. */
  | { rep: string; portal?: string; group?: string; shopper: EligibilityDetails }
  /** A signed-in rep's current member, found by name as the Current Members search finds them. */
  | { rep: string; currentMember: string; tier: string };

/** What a spec starts from: who, the plans in the cart by name, and the income a disability plan prices by. */
export interface EnrollmentSetup {
  for: EnrollmentFor;
  plans: readonly string[];
  income?: { annual: number; hours: number };
}

/** A step a spec saves through the contract (review is the submission, which a spec makes on screen). */
type SavedStep = Exclude<WizardStep, 'review'>;

/**
 * An enrollment a spec built through the contract (as testing/journey.ts builds the API tests'),
 * over real HTTP, to arrive at the step it tests instead of walking there through the screens.
 * Its browser's cookies and the web app's stored keys go to the page's context when a page opens.
 */
export class BuiltEnrollment {
  private handedOver = false;

  constructor(
    private readonly page: Page,
    /** The enrollment's id (the web app's tempId). */
    readonly id: string,
    /** The browser that owns it over HTTP: more of the contract's calls for the same enrollment. */
    readonly browser: RealBrowser,
    private readonly context: EnrollContext | null,
    private readonly documentFor: DocumentFor,
  ) {}

  /** Whether a column of the enrollment has anything saved in it, as the server reads it back. */
  private async hasSaved(column: TempInfoColumn): Promise<boolean> {
    const read = await this.browser.ok(getEnrollmentTempInfo, { query: { enrollment_id: this.id, column } });
    return read.result !== null && read.result !== undefined && read.result !== '';
  }

  /**
   * Checks the cart out on the first effective date offered, as the cart's Proceed to Enrollment and
   * Confirm do, unless it is checked out already.
   */
  async checkOut(): Promise<void> {
    if (await this.hasSaved('effective_date')) return;
    const dates = await this.browser.ok(getCartEffectiveDates, { query: { enrollment_id: this.id } });
    await this.browser.ok(cartCheckout, {
      body: { enrollment_id: this.id, effective_date: dates.result[0] },
    });
  }

  /** Saves a step with what the journeys type on it (stepDocuments.ts), with the spec's changes over it. */
  async save(step: SavedStep, changes: object = {}): Promise<void> {
    await this.checkOut();
    await this.browser.ok(STEP_CATALOG[step].save, {
      body: { enrollment_id: this.id, ...stepDocument(step, this.documentFor), ...changes },
    });
  }

  /**
   * Saves, in the wizard's order (get-dynamic-tabs), every step this enrollment needs before `step`
   * that has nothing saved yet (a step the spec saved, on screen or through the contract, is kept).
   */
  async saveBefore(step: WizardStep): Promise<void> {
    await this.checkOut();
    const tabs = await this.browser.ok(getDynamicTabs, { query: { enrollment_id: this.id } });
    const steps = stepsOfTabs(tabs.result);
    if (!steps.includes(step))
      throw new Error(`this enrollment's wizard has no ${step} step: ${steps.join(', ')}`);
    for (const before of steps.slice(0, steps.indexOf(step))) {
      if (before !== 'review' && !(await this.hasSaved(STEP_CATALOG[before].column))) await this.save(before);
    }
  }

  /**
   * Opens a step of the wizard as its shopper arrives there: the cart checked out and the steps before
   * it saved (those the spec did not save itself), the browser handed to the page, the step's route,
   * and its heading on screen.
   */
  async openStep(step: WizardStep): Promise<void> {
    await this.saveBefore(step);
    await this.openPage(stepPath(step));
    await expect(this.page.getByRole('heading', { name: stepHeading(step), exact: true })).toBeVisible();
  }

  /** Opens a page of the store (the cart, the plans) as this enrollment's browser. */
  async openPage(path: string): Promise<void> {
    if (!this.handedOver) {
      await handOver(this.page.context(), this.browser, {
        tempId: this.id,
        ...(this.context ? { enrollContext: JSON.stringify(this.context) } : {}),
      });
      this.handedOver = true;
    }
    await this.page.goto(path);
  }
}

/** The browser, enrollment id and stored context of a new enrollment for who a spec names. */
async function started(
  who: EnrollmentFor,
): Promise<{ browser: RealBrowser; id: string; context: EnrollContext | null; tier: Tier }> {
  if ('member' in who) {
    const browser = storeBrowser();
    const tier = tierOf(who.tier);
    const created = await browser.ok(addFilterForMember, {
      body: { user_id: memberLinkFor(who.member), tier, open_type: 'user' },
    });
    return {
      browser,
      id: created.temp_enrollment_id,
      context: { eprocess: 'applicant', open_type: 'user' },
      tier,
    };
  }
  if (!('rep' in who)) {
    const browser = storeBrowser();
    const filter = filterOf(who.shopper);
    const created = await browser.ok(addFilterForNewUser, { body: filter });
    return { browser, id: created.temp_enrollment_id, context: null, tier: filter.tier };
  }
  const { browser, account } = await signInThroughContract(who.rep);
  const agentId = account.agent_id ?? 0;
  if ('currentMember' in who) {
    const tier = tierOf(who.tier);
    const members = await browser.ok(getAgentMembers, {
      query: { agent_id: agentId, search: who.currentMember },
    });
    const member = members.result.find((row) => row.name === who.currentMember);
    if (!member) throw new Error(`${who.rep} has no current member called ${who.currentMember}`);
    const created = await browser.ok(addFilterForExistingUser, {
      body: {
        user_id: member.user_id,
        tier,
        eprocess: 'rep',
        ...(member.policy_id ? { policy_id: member.policy_id } : {}),
      },
    });
    return {
      browser,
      id: created.temp_enrollment_id,
      context: { eprocess: 'rep', enroll_type: 'existing-member' },
      tier,
    };
  }
  const portals = await browser.ok(getEnrollmentPlatforms, { query: { agent_id: agentId } });
  const portal = portals.result.find((row) => row.platform_name === who.portal);
  if (who.portal !== undefined && !portal) throw new Error(`${who.rep} has no portal called ${who.portal}`);
  const groups = who.group ? await browser.ok(getAgentGroups, { query: { agent_id: agentId } }) : null;
  const group = groups?.result.find((row) => row.gname === who.group);
  if (who.group !== undefined && !group) throw new Error(`${who.rep} has no group called ${who.group}`);
  // What the rep's start page stores (StartEnrollment) and the eligibility form sends from it.
  const context: EnrollContext = {
    eprocess: 'rep',
    ...(portal ? { enroll_type: group ? 'new-group-member' : 'new-member' } : {}),
    agent_id: agentId,
    ...(group ? { group_id: group.gid } : {}),
    ...(portal ? { platform_group_id: portal.platform_group_id } : {}),
  };
  const filter = filterOf(who.shopper);
  const created = await browser.ok(addFilterForNewUser, {
    body: {
      ...filter,
      eprocess: 'rep',
      agent_id: agentId,
      ...(group ? { group_id: group.gid } : {}),
      ...(portal ? { platform_group_id: portal.platform_group_id } : {}),
    },
  });
  return { browser, id: created.temp_enrollment_id, context, tier: filter.tier };
}

/**
 * Starts an enrollment through the contract for who the spec names and puts its plans in the cart
 * (each at its first price option, a tobacco question answered No, as the journeys' checkOutPlan
 * does): the spec then checks out, saves steps and opens the page it tests.
 */
export async function buildEnrollment(page: Page, setup: EnrollmentSetup): Promise<BuiltEnrollment> {
  const { browser, id, context, tier } = await started(setup.for);
  if (setup.income) {
    await browser.ok(changeFilterInfo, {
      params: { tempId: id },
      body: { annual_incode: setup.income.annual, working_hours: setup.income.hours },
    });
  }
  for (const plan of setup.plans) await addCheapest(browser, id, demoPlanId(plan));
  return new BuiltEnrollment(page, id, browser, context, { tier, verifiedByAccount: 'rep' in setup.for });
}
