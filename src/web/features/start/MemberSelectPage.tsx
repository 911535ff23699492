import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import {
  addFilterForExistingUser,
  getAgentMembers,
  getGroupUsers,
  MEMBERS_PAGE_SIZE,
  type MemberRow,
} from '../../../contract/memberCalls';
import { callApi } from '../../api/callApi';
import { callQuery } from '../../api/callQuery';
import { useAccount } from '../../api/useAccount';
import { useQuery } from '../../api/useQuery';
import { TierChoiceForm } from '../../components/TierChoiceForm';
import { setEnrollContext } from '../../session/enrollContext';
import { setEnrollmentId } from '../../session/enrollmentSession';
import { homePath } from '../../session/homePath';
import { usePageTitle } from '../../site/usePageTitle';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { Modal } from '../../ui/Modal';
import { Pager } from '../../ui/Pager';
import { MemberDetails } from './MemberDetails';
import { SignInNeeded } from './SignInNeeded';

/**
 * /agent-select-member and /group-select-member: the signed-in rep's or group's current members,
 * searchable, five a page; "Enroll Now" asks a tier and opens the plans for that member.
 */
export function MemberSelectPage({ kind }: { kind: 'agent' | 'group' }) {
  usePageTitle('Current Members');
  const navigate = useNavigate();
  const me = useAccount();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [enrolling, setEnrolling] = useState<MemberRow | null>(null);
  const [viewing, setViewing] = useState<MemberRow | null>(null);
  const account = me.data?.account ?? null;
  const ownerId = kind === 'agent' ? account?.agent_id : account?.group_id;
  const members = useQuery({
    ...(kind === 'agent'
      ? callQuery(getAgentMembers, { query: { agent_id: ownerId ?? 0, search, page } })
      : callQuery(getGroupUsers, { query: { group_id: ownerId ?? 0, search, page } })),
    enabled: Boolean(account && account.kind === kind && ownerId),
    placeholderData: (previous) => previous,
  });
  if (!me.data) return <p>Loading…</p>;
  if (!account) return <SignInNeeded />;
  if (account.kind !== kind)
    return (
      <Navigate to={account.kind === 'agent' ? '/agent-select-member' : '/group-select-member'} replace />
    );
  const home = homePath({ eprocess: kind === 'agent' ? 'rep' : 'group' });
  const total = members.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MEMBERS_PAGE_SIZE));

  return (
    <div className="member-select">
      <Breadcrumbs items={[{ label: 'Home', to: home }, { label: 'Current Member' }]} />
      <h1>Current Members</h1>
      <div className="field">
        <label htmlFor="member-search">Search</label>
        <input
          id="member-search"
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <section className="table-scroll" aria-label="Current members" tabIndex={0}>
        <table className="member-table">
          <caption className="visually-hidden">
            Current members, page {page} of {pages}
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Date of Birth</th>
              <th scope="col">Email</th>
              <th scope="col">SSN</th>
              <th scope="col">Group</th>
              <th scope="col">Plans</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(members.data?.result ?? []).map((m) => (
              <tr key={m.user_id}>
                <th scope="row">{m.name}</th>
                <td data-label="Date of Birth">{m.dob}</td>
                <td data-label="Email">{m.email}</td>
                <td data-label="SSN">{m.ssn}</td>
                <td data-label="Group">{m.group_info?.group_name ?? ''}</td>
                <td data-label="Plans">
                  <ul className="plan-status">
                    {m.plan_info.map((p) => (
                      <li
                        key={`${p.plan_name}-${p.plan_status}`}
                        className={p.plan_status === 'ACTIVE' ? '' : 'inactive'}
                      >
                        {p.plan_name}
                        {p.plan_status === 'ACTIVE' ? '' : ` (${p.plan_status.toLowerCase()})`}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="member-table__actions">
                  <button
                    type="button"
                    className="button"
                    aria-label={`View: ${m.name}`}
                    onClick={() => setViewing(m)}
                  >
                    View
                  </button>{' '}
                  <button
                    type="button"
                    className="button button--primary"
                    aria-label={`Enroll Now: ${m.name}`}
                    onClick={() => setEnrolling(m)}
                  >
                    Enroll Now
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {members.data && total === 0 ? <p>No members found.</p> : null}
      <Pager label="Member pages" page={page} pages={pages} onPage={setPage} />
      <MemberDetails
        member={viewing}
        groupName={viewing?.group_info?.group_name ?? ''}
        onClose={() => setViewing(null)}
      />
      <Modal open={enrolling !== null} title="Select Tier" onClose={() => setEnrolling(null)}>
        {enrolling ? (
          <>
            <p>Enroll {enrolling.name}</p>
            <TierChoiceForm
              onChoose={async (tier) => {
                const eprocess = kind === 'agent' ? 'rep' : 'group';
                const created = await callApi(addFilterForExistingUser, {
                  body: {
                    user_id: enrolling.user_id,
                    tier,
                    eprocess,
                    ...(enrolling.policy_id ? { policy_id: enrolling.policy_id } : {}),
                  },
                });
                setEnrollmentId(created.temp_enrollment_id);
                setEnrollContext({ eprocess, enroll_type: 'existing-member' });
                await navigate('/plans');
              }}
            />
          </>
        ) : null}
        <button type="button" className="button button--link" onClick={() => setEnrolling(null)}>
          Close
        </button>
      </Modal>
    </div>
  );
}

export function AgentSelectMemberPage() {
  return <MemberSelectPage kind="agent" />;
}

export function GroupSelectMemberPage() {
  return <MemberSelectPage kind="group" />;
}
