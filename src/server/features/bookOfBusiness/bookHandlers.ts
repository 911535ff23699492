import { BOOK_ENROLLMENT_NOT_FOUND, BOOK_PAGE_SIZE } from '../../../contract/bookOfBusinessCalls';
import { STEP_CATALOG } from '../../../contract/wizardStepCatalog';
import { resumeHere } from '../../access/resumeHere';
import { currentAccount, requireAccount } from '../../access/sessionAccess';
import type { AppDeps } from '../../appDeps';
import type { AccountTable } from '../../db/schema';
import { fieldError, notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { bookCsv } from './bookCsv';
import { bookPage, furthestSavedStep, mayContinue } from './bookEnrollments';

/** Most rows one CSV file holds; a larger book is downloaded a search or a status at a time. */
const BOOK_CSV_MAX_ROWS = 5000;
const BOOK_CSV_TOO_LARGE = `More than ${BOOK_CSV_MAX_ROWS} enrollments: narrow the search or choose a status`;

/** The book of business of the signed-in rep or group administrator (issue 29). */
export function bookHandlers(
  deps: AppDeps,
): HandlersFor<'getBookOfBusiness' | 'getBookOfBusinessCsv' | 'continueBookEnrollment'> {
  const signedIn = async (request: Parameters<typeof requireAccount>[1]): Promise<AccountTable> => {
    const account = await requireAccount(deps, request);
    if (account.kind !== 'agent' && account.kind !== 'group')
      throw fieldError('session', 'Please sign in', 403);
    return account;
  };

  return {
    async getBookOfBusiness({ query, request }) {
      const account = await signedIn(request);
      const found = await bookPage(
        deps,
        account,
        { search: query.search ?? '', status: query.status },
        { offset: (query.page - 1) * BOOK_PAGE_SIZE, limit: BOOK_PAGE_SIZE },
      );
      return { result: found.rows, total: found.total, page: query.page };
    },

    async getBookOfBusinessCsv({ query, request }) {
      const account = await signedIn(request);
      const found = await bookPage(
        deps,
        account,
        { search: query.search ?? '', status: query.status },
        {
          offset: 0,
          limit: BOOK_CSV_MAX_ROWS + 1,
        },
      );
      if (found.total > BOOK_CSV_MAX_ROWS) throw fieldError('search', BOOK_CSV_TOO_LARGE, 422);
      const day = deps.now().toISOString().slice(0, 10);
      return {
        filename: `book-of-business-${day}.csv`,
        content: new TextEncoder().encode(bookCsv(found.rows)),
      };
    },

    async continueBookEnrollment({ body, request, reply }) {
      // Without a session the enrollment is as unknown as another rep's (the trust rule of every call naming one).
      const account = await currentAccount(deps, request);
      const now = deps.now().toISOString();
      return deps.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('enrollments')
          .selectAll()
          .where('id', '=', body.enrollment_id)
          .executeTakeFirst();
        // Another rep's, a group's, a submitted one and none at all read the same.
        if (!row || !account || !mayContinue(account, row))
          throw notFound('enrollment_id', BOOK_ENROLLMENT_NOT_FOUND);
        const reached = await furthestSavedStep(trx, row.id);
        const savedTab = reached ? STEP_CATALOG[reached].column : 'cart_info';
        return resumeHere({ ...deps, db: trx }, request, reply, row, savedTab, now);
      });
    },
  };
}
