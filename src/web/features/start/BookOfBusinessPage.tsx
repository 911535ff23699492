import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  BOOK_PAGE_SIZE,
  BOOK_STATUS_LABELS,
  BOOK_STATUSES,
  type BookRow,
  type BookStatus,
  continueBookEnrollment,
  getBookOfBusiness,
  getBookOfBusinessCsv,
} from '../../../contract/bookOfBusinessCalls';
import { ApiError } from '../../api/apiError';
import { callApi, callUrl } from '../../api/callApi';
import { callQuery } from '../../api/callQuery';
import { queryKeys } from '../../api/queryKeys';
import { useAccount } from '../../api/useAccount';
import { useQuery } from '../../api/useQuery';
import { clearStoredState } from '../../session/clearStoredState';
import { takeUp } from '../../session/resumed';
import { usePageTitle } from '../../site/usePageTitle';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { SelectField, TextField } from '../../ui/Field';
import { formatDollars } from '../../ui/money';
import { Pager } from '../../ui/Pager';
import { SignInNeeded } from './SignInNeeded';

const STATUS_OPTIONS = BOOK_STATUSES.map((value) => ({ value, label: BOOK_STATUS_LABELS[value] }));

/** What the status cell says: the status, with the step reached or the carrier's reason. */
function statusText(row: BookRow): string {
  const label = BOOK_STATUS_LABELS[row.status];
  if (row.status === 'in_progress' && row.step_reached) return `${label}: ${row.step_reached} saved`;
  if (row.status === 'rejected' && row.status_detail) return `${label}: ${row.status_detail}`;
  return label;
}

/**
 * /book-of-business: the signed-in rep's or group administrator's enrollments, in progress and
 * submitted, searched, filtered and paged on the server, downloadable as CSV; a rep continues one
 * they started here.
 */
export function BookOfBusinessPage() {
  usePageTitle('Book of Business');
  const me = useAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<BookStatus | ''>('');
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const account = me.data?.account ?? null;
  const filter = { search, ...(status ? { status } : {}) };
  const book = useQuery({
    ...callQuery(
      getBookOfBusiness,
      { query: { ...filter, page } },
      queryKeys.bookOfBusiness(account?.kind, account?.agent_id, account?.group_id),
    ),
    enabled: Boolean(account),
    placeholderData: (previous) => previous,
  });
  if (!me.data) return <p>Loading…</p>;
  if (!account) return <SignInNeeded />;
  const home = account.kind === 'group' ? '/group-home' : '/agent-home';
  const total = book.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / BOOK_PAGE_SIZE));

  const resume = async (row: BookRow) => {
    if (!row.enrollment_id) return;
    setProblem(null);
    try {
      const resumed = await callApi(continueBookEnrollment, { body: { enrollment_id: row.enrollment_id } });
      // The enrollment becomes this browser's current one: what another left stored goes first.
      clearStoredState();
      queryClient.clear();
      await navigate(takeUp(resumed));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.firstMessage : 'Something went wrong. Please try again.');
    }
  };

  return (
    <div className="book-of-business">
      <Breadcrumbs items={[{ label: 'Home', to: home }, { label: 'Book of Business' }]} />
      <h1>Book of Business</h1>
      <div className="book-of-business__filters">
        <TextField
          name="book-search"
          label="Search by name or policy ID"
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <SelectField
          name="book-status"
          label="Status"
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as BookStatus | '');
            setPage(1);
          }}
        />
        <a className="button" href={callUrl(getBookOfBusinessCsv, { query: filter })} download>
          Download CSV
        </a>
      </div>
      {problem ? <p role="alert">{problem}</p> : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <section className="table-scroll" aria-label="Enrollments" tabIndex={0}>
        <table className="member-table">
          <caption className="visually-hidden">
            Enrollments, page {page} of {pages}
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Policy ID</th>
              <th scope="col">Status</th>
              <th scope="col">Plans</th>
              <th scope="col">Effective Date</th>
              <th scope="col">First Month</th>
              <th scope="col">Monthly</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(book.data?.result ?? []).map((row, index) => {
              const name = row.name || 'Applicant not yet named';
              return (
                <tr key={row.policy_id ?? row.enrollment_id ?? `${row.started_or_submitted_at}-${index}`}>
                  <th scope="row">{name}</th>
                  <td data-label="Policy ID">{row.policy_id ?? 'In progress'}</td>
                  <td data-label="Status">{statusText(row)}</td>
                  <td data-label="Plans">
                    {row.plans.length > 0 ? (
                      <ul className="plan-status">
                        {row.plans.map((plan) => (
                          <li key={plan}>{plan}</li>
                        ))}
                      </ul>
                    ) : (
                      'None yet'
                    )}
                  </td>
                  <td data-label="Effective Date">{row.effective_date || 'Not yet chosen'}</td>
                  <td data-label="First Month">{formatDollars(row.initial_month_cost)}</td>
                  <td data-label="Monthly">{formatDollars(row.recurring_month_cost)}</td>
                  <td className="member-table__actions">
                    {row.enrollment_id ? (
                      <button
                        type="button"
                        className="button button--primary"
                        aria-label={`Continue: ${name}`}
                        onClick={() => void resume(row)}
                      >
                        Continue
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {book.data && total === 0 ? <p>No enrollments found.</p> : null}
      <Pager label="Enrollment pages" page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
