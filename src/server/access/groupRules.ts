import type { Db } from '../db/database';
import { AccountAdminError } from './accountAdmin';

/** A group's own rules that were the demo's ids in code (migration 050). */
export interface GroupRules {
  /** Its employees save an enroller code on Personal Information before going on. */
  asksEnrollerCode: boolean;
  /** Current members (their member links) buy through it: the store's member group, at most one. */
  memberStore: boolean;
}

/** The group's rules after the change, and the group that was the member group before, if this took its place. */
export interface GroupRulesSet {
  groupId: number;
  name: string;
  rules: GroupRules;
  memberStoreBefore: { id: number; name: string } | null;
}

/**
 * Sets the rules given (the others stay). Making a group the member group takes it from the group that
 * was: the store has one.
 */
export async function setGroupRules(
  db: Db,
  groupId: number,
  change: Partial<GroupRules>,
): Promise<GroupRulesSet> {
  return db.transaction().execute(async (trx) => {
    const group = await trx
      .selectFrom('groups')
      .select(['id', 'name', 'asks_enroller_code', 'member_store'])
      .where('id', '=', groupId)
      .executeTakeFirst();
    if (!group) throw new AccountAdminError(`No group ${groupId}`);
    let memberStoreBefore: GroupRulesSet['memberStoreBefore'] = null;
    if (change.memberStore === true && group.member_store !== 1) {
      const before = await trx
        .selectFrom('groups')
        .select(['id', 'name'])
        .where('member_store', '=', 1)
        .executeTakeFirst();
      if (before) {
        await trx.updateTable('groups').set({ member_store: 0 }).where('id', '=', before.id).execute();
        memberStoreBefore = before;
      }
    }
    const rules: GroupRules = {
      asksEnrollerCode: change.asksEnrollerCode ?? group.asks_enroller_code === 1,
      memberStore: change.memberStore ?? group.member_store === 1,
    };
    await trx
      .updateTable('groups')
      .set({ asks_enroller_code: rules.asksEnrollerCode ? 1 : 0, member_store: rules.memberStore ? 1 : 0 })
      .where('id', '=', groupId)
      .execute();
    return { groupId, name: group.name, rules, memberStoreBefore };
  });
}

/** The rules in words, one line each, as the command prints them. */
export function groupRulesInWords(set: GroupRulesSet): string[] {
  return [
    set.rules.asksEnrollerCode
      ? "  Enroller code: asked of its employees on Personal Information (one of its rep's codes)"
      : '  Enroller code: not asked',
    set.rules.memberStore
      ? `  Member group: yes, current members buy through it${
          set.memberStoreBefore
            ? ` (in place of group ${set.memberStoreBefore.id}, ${set.memberStoreBefore.name})`
            : ''
        }`
      : '  Member group: no',
  ];
}
