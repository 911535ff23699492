import type { Db } from '../../db/database';
import type { MemberBankAccountTable, MemberCardTable } from '../../db/schema';
import type { SecretBox } from '../../db/secretBox';

/** What get-existing-bank-info and a saved-bank payment read: the member's accounts, numbers sealed. */
export async function memberBankAccounts(db: Db, memberId: number | null): Promise<MemberBankAccountTable[]> {
  if (memberId === null) return [];
  return db
    .selectFrom('member_bank_accounts')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/** The member's saved cards, numbers sealed. */
export async function memberCards(db: Db, memberId: number | null): Promise<MemberCardTable[]> {
  if (memberId === null) return [];
  return db.selectFrom('member_cards').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}

/**
 * One saved bank account of this member, its numbers opened; null for another member's id or one
 * that does not exist (the two are never told apart).
 */
export async function memberBankAccount(db: Db, box: SecretBox, memberId: number | null, id: string) {
  const account = (await memberBankAccounts(db, memberId)).find((row) => String(row.id) === id);
  if (!account) return null;
  return {
    ...account,
    account_number: box.open(account.account_number),
    routing_number: box.open(account.routing_number),
  };
}

/** One saved card of this member, its number opened; null when it is not this member's. */
export async function memberCard(db: Db, box: SecretBox, memberId: number | null, id: string) {
  const card = (await memberCards(db, memberId)).find((row) => String(row.id) === id);
  return card ? { ...card, card_number: box.open(card.card_number) } : null;
}
