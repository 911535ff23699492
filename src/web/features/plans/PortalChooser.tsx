import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { updateFilterPortal } from '../../../contract/portalCalls';
import { ApiError } from '../../api/apiError';
import { callApi } from '../../api/callApi';
import { agentGroupsQuery, enrollmentPlatformsQuery } from '../../api/portalQueries';
import { queryKeys } from '../../api/queryKeys';
import { useQuery } from '../../api/useQuery';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { SelectField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';

interface ChooserProps {
  enrollmentId: string;
  /** A signed-in rep enrolling for someone: also picks one of their groups. */
  repId: number | null;
  onChosen?: () => void;
}

/**
 * "Choose Enrollment Portal" on the plan page (document 2, 4): when no platform and group are
 * stored the selection appears first, as a modal; a rep also picks one of their groups (or enrolls
 * a new member directly), applicants and group users a platform only. The portals listed are those
 * the server allows this enrollment. Closed without a choice, a button opens it again (the plan
 * cannot be priced without one).
 */
export function PortalChooser(props: ChooserProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        Choose Enrollment Portal
      </button>
      <Modal open={open} title="Choose Enrollment Portal" onClose={() => setOpen(false)}>
        {open ? (
          <PortalForm
            {...props}
            onChosen={() => {
              setOpen(false);
              props.onChosen?.();
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

/** The portal (and for a rep the group) choice inside the modal. */
function PortalForm({ enrollmentId, repId, onChosen }: ChooserProps) {
  const queryClient = useQueryClient();
  const isRep = repId !== null;
  const platforms = useQuery(enrollmentPlatformsQuery(enrollmentId));
  const groups = useQuery(agentGroupsQuery(repId, isRep));
  const [portal, setPortal] = useState('');
  const [group, setGroup] = useState('');
  const [errors, setErrors] = useState<{ name: string; message: string }[]>([]);
  const [attempt, setAttempt] = useState(0);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems = [
      ...(portal ? [] : [{ name: 'platform_group_id', message: 'Please choose a platform' }]),
      ...(isRep && !group ? [{ name: 'group_id', message: 'Please choose a group' }] : []),
    ];
    if (problems.length === 0) {
      try {
        await callApi(updateFilterPortal, {
          body: {
            enrollment_id: enrollmentId,
            platform_group_id: Number(portal),
            ...(isRep && group !== 'new' ? { group_id: Number(group) } : {}),
          },
        });
        await queryClient.invalidateQueries({ queryKey: queryKeys.pricings() });
        await queryClient.invalidateQueries({ queryKey: queryKeys.enrollment(enrollmentId) });
        onChosen?.();
        return;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        problems.push(
          ...error.fieldErrors.map((e) => ({ name: e.target_element, message: e.error_message })),
        );
      }
    }
    setErrors(problems);
    setAttempt((n) => n + 1);
  };
  const errorOf = (name: string) => errors.find((e) => e.name === name)?.message;

  return (
    <form onSubmit={submit} noValidate aria-label="Choose Enrollment Portal" className="portal-chooser">
      <ErrorSummary items={errors} attempt={attempt} />
      <SelectField
        name="platform_group_id"
        label="Enrollment Portal"
        options={(platforms.data?.result ?? []).map((p) => ({
          value: String(p.platform_group_id),
          label: p.platform_name,
        }))}
        value={portal}
        error={errorOf('platform_group_id')}
        onChange={(event) => setPortal(event.target.value)}
      />
      {isRep ? (
        <SelectField
          name="group_id"
          label="Group"
          options={[
            { value: 'new', label: 'Start New Member Enrollment' },
            ...(groups.data?.result ?? []).map((g) => ({ value: String(g.gid), label: g.gname })),
          ]}
          value={group}
          error={errorOf('group_id')}
          onChange={(event) => setGroup(event.target.value)}
        />
      ) : null}
      <button type="submit" className="button button--primary">
        Submit
      </button>
    </form>
  );
}
