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
import { getBookResendForm, resendBookEnrollment } from '../../../contract/resendCalls';
import { ApiError } from '../../api/apiError';
import { callApi, callUrl } from '../../api/callApi';
import { callQuery } from '../../api/callQuery';
import { queryKeys } from '../../api/queryKeys';
import { useAccount } from '../../api/useAccount';
import { useQuery } from '../../api/useQuery';
import { clearStoredState } from '../../session/clearStoredState';
import { homePath } from '../../session/homePath';
import { takeUp } from '../../session/resumed';
import { usePageTitle } from '../../site/usePageTitle';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { SelectField, TextField } from '../../ui/Field';
import { Pager } from '../../ui/Pager';
import { BookTable } from './BookTable';
import { SignInNeeded } from './SignInNeeded';

const STATUS_OPTIONS = BOOK_STATUSES.map((value) => ({ value, label: BOOK_STATUS_LABELS[value] }));

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
  const bookKey = queryKeys.bookOfBusiness(account?.kind, account?.agent_id, account?.group_id);
  const book = useQuery({
    ...callQuery(getBookOfBusiness, { query: { ...filter, page } }, bookKey),
    enabled: Boolean(account),
    placeholderData: (previous) => previous,
  });
  if (!me.data) return <p>Loading…</p>;
  if (!account) return <SignInNeeded />;
  // The account's own pages lead Home by the account's process, by the one rule for Home.
  const home = homePath({ eprocess: account.kind === 'group' ? 'group' : 'rep' });
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
      <BookTable
        rows={book.data?.result ?? []}
        page={page}
        pages={pages}
        onContinue={(row) => void resume(row)}
        resend={{
          read: async (policyId) =>
            (await callApi(getBookResendForm, { query: { policy_id: policyId } })).values,
          send: (body) => callApi(resendBookEnrollment, { body }),
          // The book read again: the row's status as the server now has it.
          onResent: () => void queryClient.invalidateQueries({ queryKey: bookKey }),
        }}
        manage={{
          caller: account.kind,
          onChanged: () => void queryClient.invalidateQueries({ queryKey: bookKey }),
        }}
      />
      {book.data && total === 0 ? <p>No enrollments found.</p> : null}
      <Pager label="Enrollment pages" page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
