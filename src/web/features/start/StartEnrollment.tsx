import { useState } from 'react';
import { useNavigate } from 'react-router';
import { agentGroupsQuery, platformsQuery } from '../../api/portalQueries';
import { useQuery } from '../../api/useQuery';
import { useChoiceErrors } from '../../forms/useChoiceErrors';
import { setEnrollContext } from '../../session/enrollContext';
import { setEnrollmentId } from '../../session/enrollmentSession';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { SelectField } from '../../ui/Field';

type Step = 'who' | 'portal' | 'target';

/**
 * The start of an enrollment on the rep's and the group's home: New Member or Current Member;
 * for a new member the enrollment portal, then (a rep) a direct enrollment or one of their groups,
 * (a group) a new member of the group. The choice is kept for the eligibility form on /home.
 */
export function StartEnrollment({
  kind,
  agentId,
  groupId,
}: {
  kind: 'agent' | 'group';
  /** The rep; for a group administrator, the group's rep, whose portals the group uses. */
  agentId: number;
  groupId: number | null;
}) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('who');
  const [who, setWho] = useState<'new' | 'current'>('new');
  const [portal, setPortal] = useState('');
  const [group, setGroup] = useState('');
  const [forNewMember, setForNewMember] = useState(false);
  const errors = useChoiceErrors();
  const platforms = useQuery(platformsQuery(agentId));
  const groups = useQuery(agentGroupsQuery(agentId, kind === 'agent'));
  const eprocess = kind === 'agent' ? 'rep' : 'group';

  const go = (step: Step) => {
    errors.clear();
    setStep(step);
  };

  /** Clears the enrollment in progress and opens the eligibility form for the new one. */
  const begin = async (chosenGroup: number | null) => {
    setEnrollContext({
      eprocess,
      enroll_type: chosenGroup === null ? 'new-member' : 'new-group-member',
      ...(kind === 'agent' ? { agent_id: agentId } : {}),
      ...(chosenGroup === null ? {} : { group_id: chosenGroup }),
      platform_group_id: Number(portal),
    });
    setEnrollmentId(null);
    await navigate('/home');
  };

  if (step === 'who') {
    return (
      <form
        className="start-panel"
        onSubmit={(event) => {
          event.preventDefault();
          if (who === 'current') {
            setEnrollContext({
              eprocess,
              enroll_type: 'existing-member',
              ...(kind === 'agent' ? { agent_id: agentId } : {}),
              ...(groupId === null ? {} : { group_id: groupId }),
            });
            void navigate(kind === 'agent' ? '/agent-select-member' : '/group-select-member');
          } else go('portal');
        }}
      >
        <fieldset className="field radio-group">
          <legend>Who do you want to enroll for?</legend>
          {(
            [
              ['new', 'New Member'],
              ['current', 'Current Member'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="radio">
              <input
                type="radio"
                name="who"
                value={value}
                checked={who === value}
                onChange={() => setWho(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary">
          Start Enrollment
        </button>
      </form>
    );
  }

  if (step === 'portal') {
    return (
      <form
        className="start-panel"
        noValidate
        aria-labelledby="choose-portal"
        onSubmit={(event) => {
          event.preventDefault();
          if (errors.check([!portal && { name: 'platform_group_id', message: 'Please choose a platform' }]))
            go('target');
        }}
      >
        <h2 id="choose-portal">Choose Enrollment Portal</h2>
        <ErrorSummary items={errors.items} attempt={errors.attempt} />
        <SelectField
          name="platform_group_id"
          label="Enrollment Portal"
          options={(platforms.data?.result ?? []).map((p) => ({
            value: String(p.platform_group_id),
            label: p.platform_name,
          }))}
          value={portal}
          error={errors.errorOf('platform_group_id')}
          onChange={(event) => setPortal(event.target.value)}
        />
        <div className="button-row">
          <button type="button" className="button" onClick={() => go('who')}>
            Back
          </button>
          <button type="submit" className="button button--primary">
            Submit
          </button>
        </div>
      </form>
    );
  }

  return (
    <form
      className="start-panel"
      noValidate
      aria-labelledby="choose-target"
      onSubmit={(event) => {
        event.preventDefault();
        if (kind === 'agent') {
          if (errors.check([!group && { name: 'group_id', message: 'Please choose a group' }]))
            void begin(Number(group));
        } else if (
          errors.check([!forNewMember && { name: 'new_member', message: 'Choose enroll for new member' }])
        ) {
          void begin(groupId);
        }
      }}
    >
      <h2 id="choose-target">{kind === 'agent' ? 'Start New Member Enrollment' : 'Enroll a new member'}</h2>
      <ErrorSummary items={errors.items} attempt={errors.attempt} />
      {kind === 'agent' ? (
        <>
          <button type="button" className="button button--primary" onClick={() => void begin(null)}>
            Start Direct Enrollment
          </button>
          <p>or enroll a member of one of your groups:</p>
          <SelectField
            name="group_id"
            label="Group"
            options={(groups.data?.result ?? []).map((g) => ({ value: String(g.gid), label: g.gname }))}
            value={group}
            error={errors.errorOf('group_id')}
            onChange={(event) => setGroup(event.target.value)}
          />
        </>
      ) : (
        <div className={`field${errors.errorOf('new_member') ? ' field--error' : ''}`}>
          <label className="checkbox" htmlFor="field-new_member">
            <input
              id="field-new_member"
              type="checkbox"
              checked={forNewMember}
              aria-invalid={Boolean(errors.errorOf('new_member'))}
              aria-describedby={errors.errorOf('new_member') ? 'field-new_member-error' : undefined}
              onChange={(event) => setForNewMember(event.target.checked)}
            />
            Enroll for a new member
          </label>
          {errors.errorOf('new_member') ? (
            <p className="field__error" id="field-new_member-error">
              {errors.errorOf('new_member')}
            </p>
          ) : null}
        </div>
      )}
      <div className="button-row">
        <button type="button" className="button" onClick={() => go('portal')}>
          Back
        </button>
        <button type="submit" className="button button--primary">
          Enroll
        </button>
      </div>
    </form>
  );
}
