import type { Database } from '../db/schema';
import type { SecretBox } from '../db/secretBox';

/** Ava Carter (5001, the member link's demo member) has a bank account and a card on file. */
const AVA_CARTER = 5001;
/** Ethan Kim (5006, Priya Nair's member) has a card on file. */
const ETHAN_KIM = 5006;

/** Test card numbers (they pass Luhn); the accounts are fictional, at the demo routing directory's banks. */
const DEMO_CARDS = [
  {
    id: 1,
    member_id: AVA_CARTER,
    name_on_cc: 'Ava Carter',
    number: '4111111111111111',
    month: '09',
    year: '2031',
  },
  {
    id: 2,
    member_id: ETHAN_KIM,
    name_on_cc: 'Ethan Kim',
    number: '5555555555554444',
    month: '03',
    year: '2032',
  },
] as const;

const DEMO_BANK_ACCOUNTS = [
  {
    id: 1,
    member_id: AVA_CARTER,
    account_name: 'Ava Carter',
    bank_name: 'FIRST COAST BANK',
    number: '000987654321',
    routing: '011000015',
    account_type: 'checking',
    account_holder_type: 'individual',
  },
] as const;

/** The saved bank accounts, numbers sealed. */
export function memberBankAccountRows(box: SecretBox): Database['member_bank_accounts'][] {
  return DEMO_BANK_ACCOUNTS.map(({ number, routing, ...account }) => ({
    ...account,
    account_number: box.seal(number),
    routing_number: box.seal(routing),
  }));
}

/** The saved cards, numbers sealed. */
export function memberCardRows(box: SecretBox): Database['member_cards'][] {
  return DEMO_CARDS.map(({ number, month, year, ...card }) => ({
    ...card,
    card_number: box.seal(number),
    expiration_month: month,
    expiration_year: year,
  }));
}
