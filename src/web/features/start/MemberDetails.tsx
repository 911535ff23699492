import { getMemberInfo } from '../../../contract/storefrontCalls';
import { callQuery } from '../../api/callQuery';
import { useQuery } from '../../api/useQuery';
import { LoadFailed } from '../../ui/LoadFailed';
import { Modal } from '../../ui/Modal';

/**
 * "View" on the current members list: one member's details as get-member-info gives them to
 * their own rep or group administrator (the server refuses anyone else's member).
 */
export function MemberDetails({
  member,
  groupName,
  onClose,
}: {
  member: { user_id: number; name: string } | null;
  groupName: string;
  onClose: () => void;
}) {
  const info = useQuery({
    ...callQuery(getMemberInfo, { query: { user_id: member?.user_id ?? 0 } }),
    enabled: member !== null,
  });
  return (
    <Modal open={member !== null} title="Member Details" onClose={onClose}>
      {info.isError ? (
        <LoadFailed what="the member's details" onRetry={() => void info.refetch()} />
      ) : info.data ? (
        <dl className="member-details">
          <dt>Name</dt>
          <dd>
            {info.data.first_name} {info.data.last_name}
          </dd>
          <dt>Email</dt>
          <dd>{info.data.email}</dd>
          <dt>Member ID</dt>
          <dd>{info.data.user_id}</dd>
          <dt>Group</dt>
          <dd>{info.data.group_id === null ? 'None' : groupName}</dd>
        </dl>
      ) : (
        <p>Loading…</p>
      )}
      <button type="button" className="button button--link" onClick={onClose}>
        Close
      </button>
    </Modal>
  );
}
