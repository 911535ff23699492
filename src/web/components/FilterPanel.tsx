import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { changeFilterInfo } from '../../contract/filterCalls';
import { getMoreRequirement } from '../../contract/planChecksCalls';
import { tierLabel } from '../../domain/tiers';
import { callApi } from '../api/callApi';
import { getFilterInfoQuery, tempInfoQuery } from '../api/enrollmentQueries';
import { Modal } from '../ui/Modal';
import { formatDollars } from '../ui/money';
import { FilterForm } from './FilterForm';
import { planPath } from './planPath';
import { TierChoiceForm } from './TierChoiceForm';
import { TobaccoChoiceForm } from './TobaccoChoiceForm';

/**
 * The shopper's details above the plans: zip, gender (M/F), smoker when set, tier and date of
 * birth (and income and hours where a plan needs them), with Edit opening "Basic Details".
 */
/** The summary's labels with empty values, hidden from assistive technology: a box to fill, not content. */
function FilterPlaceholder() {
  return (
    <div className="filter-summary" aria-hidden="true">
      <dl>
        {['Zip', 'State', 'Gender', 'Tier', 'Date of Birth'].map((label) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{'\u00a0'}</dd>
          </div>
        ))}
      </dl>
      <span className="button filter-summary__placeholder-button">Edit</span>
    </div>
  );
}

export function FilterPanel({
  enrollmentId,
  withIncome = false,
  editing: controlledEditing,
  onEditing,
  planId,
}: {
  enrollmentId: string;
  withIncome?: boolean;
  /** The plan on screen; a change that replaces it moves the page to the plan the server names. */
  planId?: number;
  /** Lets the page open "Basic Details" too (from a pricing notice's link). */
  editing?: boolean;
  onEditing?: (editing: boolean) => void;
}) {
  const filter = useQuery(getFilterInfoQuery(enrollmentId));
  const premier = useQuery({
    queryKey: ['cart', enrollmentId, 'premier'],
    queryFn: () => callApi(getMoreRequirement, { query: { enrollment_id: enrollmentId } }),
  });
  // The plan on screen counts too: a premier plan's page says "Member + 1 Child" before it is in the cart.
  const planPremier = useQuery({
    queryKey: ['plan-premier', planId],
    queryFn: () => callApi(getMoreRequirement, { query: { plan_id: planId } }),
    enabled: planId !== undefined,
  });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A current member's details are on file: only the tier is asked.
  const type = useQuery(tempInfoQuery(enrollmentId, 'type'));
  const currentMember = type.data === 'existing-user';
  const [ownEditing, setOwnEditing] = useState(false);
  const editing = controlledEditing ?? ownEditing;
  const setEditing = onEditing ?? setOwnEditing;
  const f = filter.data;
  // While the details load, an empty summary of the same shape keeps the page below from moving.
  if (!f) return filter.isLoading ? <FilterPlaceholder /> : null;
  const items: [string, string][] = [
    ['Zip', f.zip],
    ['State', f.state],
    ['Gender', f.gender === '0' ? 'M' : 'F'],
    ...(f.is_smoker === null ? [] : ([['Smoker', f.is_smoker === '1' ? 'Yes' : 'No']] as [string, string][])),
    ['Tier', tierLabel(f.tier, Boolean(premier.data?.result || planPremier.data?.result))],
    ['Date of Birth', f.dob],
    ...(withIncome
      ? ([
          ['Annual Income', f.annual_incode === null ? 'Not given' : formatDollars(f.annual_incode)],
          ['Working Hours', f.working_hours === null ? 'Not given' : String(f.working_hours)],
        ] as [string, string][])
      : []),
  ];
  return (
    <section className="filter-summary" aria-label="Your details">
      <dl>
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button" onClick={() => setEditing(true)}>
        Edit
      </button>
      <Modal
        open={editing}
        title={currentMember ? 'Select Tier' : 'Basic Details'}
        onClose={() => setEditing(false)}
      >
        {editing && currentMember ? (
          <>
            <TierChoiceForm
              initial={f.tier}
              onChoose={async (tier) => {
                await callApi(changeFilterInfo, { params: { tempId: enrollmentId }, body: { tier } });
                await queryClient.invalidateQueries();
                setEditing(false);
              }}
            />
            <TobaccoChoiceForm
              initial={f.is_smoker}
              onChoose={async (isSmoker) => {
                await callApi(changeFilterInfo, {
                  params: { tempId: enrollmentId },
                  body: { is_smoker: isSmoker },
                });
                await queryClient.invalidateQueries();
                setEditing(false);
              }}
            />
          </>
        ) : null}
        {editing && !currentMember ? (
          <FilterForm
            enrollmentId={enrollmentId}
            filter={f}
            withIncome={withIncome}
            {...(planId === undefined ? {} : { planId })}
            onDone={(planToShow) => {
              setEditing(false);
              if (planToShow !== null && planToShow !== planId) void navigate(planPath(planToShow, 'plan'));
            }}
          />
        ) : null}
        <button type="button" className="button button--link" onClick={() => setEditing(false)}>
          Close
        </button>
      </Modal>
    </section>
  );
}
