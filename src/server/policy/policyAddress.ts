import { type CalendarDate, toIsoDate } from '../../domain/dates';
import { openJson, type SealedStore } from '../db/sealedJson';
import { readTab } from '../enrollment/tabStore';

/** A subscriber's home address as the Contact step keeps it. */
export interface PolicyAddress {
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The address fields of a document (the Contact step's, a change's request), empty ones left out. */
function addressOf(doc: Record<string, unknown>): PolicyAddress {
  const address2 = text(doc.address2);
  return {
    address1: text(doc.address1),
    ...(address2 ? { address2 } : {}),
    city: text(doc.city),
    state: text(doc.state).toUpperCase(),
    zip: text(doc.zip),
  };
}

/**
 * The policy's home address (issue 41): the latest change_address's that has taken effect by `on` (every
 * one when not given), else the one submitted on the Contact step; null when neither has one. The 834's
 * N3/N4 and the policy view read it.
 */
export async function policyAddress(
  store: SealedStore,
  enrollmentId: string,
  on?: CalendarDate,
): Promise<PolicyAddress | null> {
  let changes = store.db
    .selectFrom('policy_changes')
    .select('details')
    .where('enrollment_id', '=', enrollmentId)
    .where('kind', '=', 'change_address');
  if (on) changes = changes.where('effective_date', '<=', toIsoDate(on));
  const latest = await changes.orderBy('number', 'desc').limit(1).executeTakeFirst();
  if (latest) {
    const details = openJson<{ request?: { address?: Record<string, unknown> } }>(
      store.secretBox,
      latest.details,
    );
    if (details.request?.address) return addressOf(details.request.address);
  }
  const contact = await readTab(store, enrollmentId, 'contact');
  return contact && text(contact.address1) ? addressOf(contact) : null;
}
