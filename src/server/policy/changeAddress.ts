import type { z } from 'zod';
import type { PolicyChangeRequest } from '../../contract/policyCalls';
import { type CalendarDate, compareDates, formatMdy } from '../../domain/dates';
import { contactFields } from '../../domain/formFields/contactFields';
import { formSchema } from '../../domain/formFields/stepFields';
import { AppError, fieldError, toFieldErrors } from '../http/appError';
import { requestDate } from './changeEvent';
import type { ChangePlan } from './changePlan';
import { type PolicyAddress, policyAddress } from './policyAddress';
import type { PolicyDeps } from './policyChanges';
import { openSpans, type PolicyState } from './policyState';

/** The Contact step's address fields, checked by its own rules (address 2 optional). */
const ADDRESS_CHECK = formSchema(
  contactFields(),
  ['address1', 'address2', 'city', 'state', 'zip'].map((name) => ({
    name,
    required: name !== 'address2',
    readOnly: false,
  })),
);

const sameAddress = (a: PolicyAddress, b: PolicyAddress) =>
  (['address1', 'address2', 'city', 'state', 'zip'] as const).every(
    (key) => (a[key] ?? '').toLowerCase() === (b[key] ?? '').toLowerCase(),
  );

/**
 * change_address: the subscriber's new home address, checked as the Contact step checks it, effective
 * today (or on the event date asked when it is not in the past); no span changes, every carrier of the
 * policy's running coverage is told (its 834 '001'). The address it replaces is kept with it.
 */
export async function planChangeAddress(
  deps: PolicyDeps,
  state: PolicyState,
  request: PolicyChangeRequest,
  today: CalendarDate,
): Promise<ChangePlan> {
  if (!request.address) throw fieldError('address', 'Enter the new home address');
  const parsed = ADDRESS_CHECK.safeParse(request.address);
  if (!parsed.success)
    throw new AppError(
      400,
      toFieldErrors(parsed.error as z.ZodError, 'address').map((e) => ({
        ...e,
        target_element: e.target_element === 'address' ? 'address' : `address.${e.target_element}`,
      })),
    );
  const checked = parsed.data as Record<string, string>;
  const address: PolicyAddress = {
    address1: checked.address1 ?? '',
    ...(checked.address2 ? { address2: checked.address2 } : {}),
    city: checked.city ?? '',
    state: (checked.state ?? '').toUpperCase(),
    zip: checked.zip ?? '',
  };
  const open = openSpans(state);
  if (open.length === 0) throw fieldError('kind', 'This policy has no running coverage', 409);
  const replaced = await policyAddress(deps, state.enrollmentId);
  if (replaced && sameAddress(replaced, address))
    throw fieldError('address.address1', "This is already the policy's address", 409);
  const asked = requestDate(request.event_date, 'event_date');
  const effective = asked && compareDates(asked, today) > 0 ? asked : today;
  return {
    kind: 'change_address',
    event: null,
    effective,
    memberNumber: null,
    pricedOn: effective,
    ends: [],
    starts: [],
    newMember: null,
    details: { request: { ...request, address }, replaced },
    summary: `Change the home address to ${address.address1}, ${address.city}, ${address.state} ${address.zip} from ${formatMdy(effective)}`,
    alsoCarriers: [...new Set(open.map((span) => span.row.carrier_id))],
  };
}
