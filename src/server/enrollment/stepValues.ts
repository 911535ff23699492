import type { WizardStep } from '../../domain/wizardSteps';
import type { OwnedEnrollment } from '../access/enrollmentAccess';
import type { AppDeps } from '../appDeps';
import { readGroupDetails } from './groupDetails';
import { readDraft, readMemberProfile, readTab, type TabDoc } from './tabStore';

/**
 * What a step starts from when nothing was saved: a current member's details on file, the
 * filter's zip and place, the group's own details for its employer step. Secrets stay sealed.
 */
export async function prefillOf(deps: AppDeps, owned: OwnedEnrollment, step: WizardStep): Promise<TabDoc> {
  const { row, filter } = owned;
  const profile = (await readMemberProfile(deps, row.user_id, step)) ?? {};
  if (step === 'personal' && row.user_id !== null) {
    const member = await deps.db
      .selectFrom('members')
      .select(['first_name', 'last_name', 'ssn'])
      .where('id', '=', row.user_id)
      .executeTakeFirst();
    return member
      ? { first_name: member.first_name, last_name: member.last_name, ssn: member.ssn, ...profile }
      : profile;
  }
  if (step === 'contact') return { zip: filter.zip, city: filter.city, state: filter.state, ...profile };
  if (step === 'employer' && row.group_id !== null) {
    const group = await readGroupDetails(deps.db, row.group_id);
    if (!group) return profile;
    // Only what is on file: a detail the group lacks stays empty.
    const known = Object.entries(group).filter(([, value]) => value !== null);
    return { ...Object.fromEntries(known), ...profile };
  }
  return profile;
}

/** The values the server holds for a step that are not the shopper's to change. */
export function readOnlyValues(owned: OwnedEnrollment, step: WizardStep): TabDoc {
  if (step === 'personal') return { gender: owned.filter.gender, birthdate: owned.filter.dob };
  return {};
}

export interface StepSources {
  draft: TabDoc | null;
  saved: TabDoc | null;
  prefill: TabDoc;
}

/** A step's draft, saved document and prefill, as stored (sealed). */
export async function stepSources(
  deps: AppDeps,
  owned: OwnedEnrollment,
  step: WizardStep,
): Promise<StepSources> {
  const [draft, saved, prefill] = await Promise.all([
    readDraft(deps, owned.row.id, step),
    readTab(deps, owned.row.id, step),
    prefillOf(deps, owned, step),
  ]);
  return { draft, saved, prefill };
}

/** What the form shows: the draft, else what was saved, else the prefill; the server's own values always. */
export function shownValues(owned: OwnedEnrollment, step: WizardStep, sources: StepSources): TabDoc {
  return { ...(sources.draft ?? sources.saved ?? sources.prefill), ...readOnlyValues(owned, step) };
}
