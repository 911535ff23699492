import { getAgentInfoEnroll, getGroupInfoEnroll } from '../../../contract/storefrontCalls';
import { formatPhone } from '../../../domain/phone';
import { callApi } from '../../api/callApi';
import { useQuery } from '../../api/useQuery';
import { useEnrollContext } from '../../session/enrollContext';

/**
 * Beside the cart of a shopper who came through a rep or a group: "Your representative" (name,
 * phone, e-mail) and "Your group". Codes are never shown here: the shopper is not the rep.
 * A rep or group administrator enrolling for someone sees nothing, as they are the contact.
 */
export function EnrollmentContacts() {
  const context = useEnrollContext();
  const shopper = context?.eprocess === 'applicant';
  const agentId = shopper ? (context?.agent_id ?? null) : null;
  const groupId = shopper ? (context?.group_id ?? null) : null;
  const rep = useQuery({
    queryKey: ['agent-info-enroll', agentId],
    queryFn: () => callApi(getAgentInfoEnroll, { query: { agent_id: agentId ?? 0 } }),
    enabled: agentId !== null,
    staleTime: 5 * 60_000,
  });
  const group = useQuery({
    queryKey: ['group-info-enroll', groupId],
    queryFn: () => callApi(getGroupInfoEnroll, { query: { group_id: groupId ?? 0 } }),
    enabled: groupId !== null,
    staleTime: 5 * 60_000,
  });
  if (!rep.data && !group.data) return null;
  const a = rep.data;
  const name = a ? [a.first_name, a.middle_name, a.last_name].filter(Boolean).join(' ') : '';
  return (
    <div className="order-info enrollment-contacts">
      {group.data ? (
        <section aria-labelledby="your-group-title">
          <h2 id="your-group-title">Your group</h2>
          <p>{group.data.gname}</p>
        </section>
      ) : null}
      {a ? (
        <section aria-labelledby="your-rep-title">
          <h2 id="your-rep-title">Your representative</h2>
          <dl>
            <div>
              <dt>Name</dt>
              <dd>{name}</dd>
            </div>
            {a.phone ? (
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${a.phone.replace(/\D/g, '')}`}>{formatPhone(a.phone)}</a>
                </dd>
              </div>
            ) : null}
            {a.email ? (
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${a.email}`}>{a.email}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
