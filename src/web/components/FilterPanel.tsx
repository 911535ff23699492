import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { changeFilterInfo } from '../../contract/filterCalls';
import { planPath } from '../../domain/planPath';
import { tierLabel } from '../../domain/tiers';
import { callApi } from '../api/callApi';
import { getFilterInfoQuery, tempInfoQuery } from '../api/enrollmentQueries';
import { usePremierTier } from '../api/usePremierTier';
import { useQuery } from '../api/useQuery';
import { LoadFailed } from '../ui/LoadFailed';
import { loadOnce } from '../ui/loadOnce';
import { Modal } from '../ui/Modal';
import { formatDollars } from '../ui/money';
import { FilterPlaceholder } from './FilterPlaceholder';

// The forms (react-hook-form, zod and the contract's schemas) load when "Edit" is about to open them,
// not with the plan list or plan page, whose first render shows only the summary.
async function loadForms() {
  const [filter, tier, tobacco] = await Promise.all([
    import('./FilterForm'),
    import('./TierChoiceForm'),
    import('./TobaccoChoiceForm'),
  ]);
  return {
    FilterForm: filter.FilterForm,
    TierChoiceForm: tier.TierChoiceForm,
    TobaccoChoiceForm: tobacco.TobaccoChoiceForm,
  };
}
type Forms = Awaited<ReturnType<typeof loadForms>>;
const startLoadingForms = loadOnce(loadForms);

/**
 * The forms once loaded: asked for when wanted (the dialog opens only then, so focus moves into the
 * form as it does for any dialog); `failed` when the chunk could not be fetched.
 */
function useForms(wanted: boolean): { forms: Forms | null; failed: boolean; retry: () => void } {
  const [forms, setForms] = useState<Forms | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || forms || attempt < 0) return;
    let current = true;
    setFailed(false);
    startLoadingForms().then(
      (loaded) => current && setForms(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [wanted, forms, attempt]);
  return { forms, failed, retry: () => setAttempt((n) => n + 1) };
}

/**
 * The shopper's details above the plans: zip, gender (M/F), smoker when set, tier and date of
 * birth (and income and hours where a plan needs them), with Edit opening "Basic Details".
 */
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
  const premier = usePremierTier(enrollmentId, planId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A current member's details are on file: only the tier is asked.
  const type = useQuery(tempInfoQuery(enrollmentId, 'type'));
  const currentMember = type.data === 'existing-user';
  const [ownEditing, setOwnEditing] = useState(false);
  const editing = controlledEditing ?? ownEditing;
  const setEditing = onEditing ?? setOwnEditing;
  const { forms, failed, retry } = useForms(editing);
  const f = filter.data;
  // While the details load, an empty summary of the same shape keeps the page below from moving.
  if (!f) return filter.isLoading ? <FilterPlaceholder /> : null;
  const items: [string, string][] = [
    ['Zip', f.zip],
    ['State', f.state],
    ['Gender', f.gender === '0' ? 'M' : 'F'],
    ...(f.is_smoker === null ? [] : ([['Smoker', f.is_smoker === '1' ? 'Yes' : 'No']] as [string, string][])),
    ['Tier', tierLabel(f.tier, premier)],
    ['Date of Birth', f.dob],
    // Income and hours are listed once given: a detail never asked is not listed as "Not given".
    ...(f.annual_incode === null
      ? []
      : ([['Annual Income', formatDollars(f.annual_incode)]] as [string, string][])),
    ...(f.working_hours === null ? [] : ([['Working Hours', String(f.working_hours)]] as [string, string][])),
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
      <button
        type="button"
        className="button"
        onPointerEnter={() => void startLoadingForms().catch(() => undefined)}
        onClick={() => setEditing(true)}
      >
        Edit
      </button>
      {editing && failed ? <LoadFailed what="this form" onRetry={retry} /> : null}
      <Modal
        open={editing && forms !== null}
        title={currentMember ? 'Select Tier' : 'Basic Details'}
        onClose={() => setEditing(false)}
      >
        {forms && editing && currentMember ? (
          <>
            <forms.TierChoiceForm
              initial={f.tier}
              {...(planId === undefined ? {} : { planId })}
              onChoose={async (tier) => {
                await callApi(changeFilterInfo, { params: { tempId: enrollmentId }, body: { tier } });
                await queryClient.invalidateQueries();
                setEditing(false);
              }}
            />
            <forms.TobaccoChoiceForm
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
        {forms && editing && !currentMember ? (
          <forms.FilterForm
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
