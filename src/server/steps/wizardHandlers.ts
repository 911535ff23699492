import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { STEP_CATALOG, stepOfColumn } from '../../contract/wizardStepCatalog';
import { CUSTOM_FIELD_STEPS } from '../../domain/customFields';
import { SSN_MESSAGE } from '../../domain/fieldRules';
import { nextStep, WIZARD_STEPS, type WizardStep } from '../../domain/wizardSteps';
import { loadOpenEnrollment, loadOwnedEnrollment, type OwnedEnrollment } from '../access/enrollmentAccess';
import { recordStatusEvent } from '../agency/statusEvents';
import type { AppDeps } from '../appDeps';
import type { ApplicationPdfs } from '../applicationPdf/keptApplicationPdfs';
import type { readApplication } from '../applicationPdf/readApplication';
import { recordAudit } from '../audit/auditTrail';
import { answersInScope } from '../enrollment/customFieldAnswers';
import { customFieldsFor } from '../enrollment/customFieldStore';
import { scopeOf } from '../enrollment/enrollmentScope';
import { paymentSummary } from '../enrollment/paymentSummary';
import { stepsFor } from '../enrollment/stepPlan';
import { type StepSources, stepSources } from '../enrollment/stepValues';
import { coveragesAtSubmission } from '../enrollment/submittedCoverages';
import { purchasedPlans, purchaseOfSubmitted, purchaseText } from '../enrollment/submittedPurchase';
import { hasMasks, maskTab, openTab, resolveMasks, sealTab, withEntryIds } from '../enrollment/tabSecrets';
import { readDraft, readTab, readTabs, savedSteps, type TabDoc, writeTab } from '../enrollment/tabStore';
import { queueCarrierFeeds } from '../feed/feedQueue';
import { fieldError } from '../http/appError';
import type { HandlersFor } from '../http/registerEndpoints';
import { mailRefusal, receiptSender } from '../mail/mailLimits';
import { queueMail } from '../mail/outbox';
import { composeReceipt } from '../mail/receiptMail';
import { applicationFileName } from '../pdfRender/applicationPdf';
import { recordPolicy } from '../policy/policyRecord';
import { cartProblemAtSubmission } from '../pricing/cartSubmission';
import { type CartView, readCart } from '../pricing/cartView';
import { recordAgreementAudit } from './agreement/agreementAudit';
import { STEP_CHECKS } from './stepChecks';
import { incompleteSteps } from './stepCompletion';

type SaveCall =
  | 'savePersonalInfo'
  | 'saveContactInfo'
  | 'saveEmployerInfo'
  | 'saveBeneficiaryInfo'
  | 'savePrimaryHealthInfo'
  | 'saveDependentInfo'
  | 'saveBillingInfo'
  | 'saveBillingInfoExisting'
  | 'saveAgreementInfo';

/** What a masked number may name: the saved document, the draft, the prefill. */
const heldDocs = (sources: StepSources): TabDoc[] =>
  [sources.saved, sources.draft, sources.prefill].filter((d): d is TabDoc => d !== null);

const CHECKOUT_FIRST = 'Choose an effective date in your cart before enrolling';
const NOT_SUBMITTED = 'This enrollment has not been submitted yet';

export function wizardHandlers(
  deps: AppDeps,
  pdfs: ApplicationPdfs,
): HandlersFor<
  | SaveCall
  | 'getDynamicTabs'
  | 'getEnrollmentTempInfo'
  | 'saveReviewInfo'
  | 'getReceipt'
  | 'getPaymentSummary'
> {
  /** The enrollment, open and checked out, and the steps it needs; refuses a step it does not need. */
  async function openStep(request: FastifyRequest, enrollmentId: string, step: WizardStep) {
    const owned = await loadOpenEnrollment(deps, request, enrollmentId);
    if (!owned.row.effective_date) throw fieldError('enrollment_id', CHECKOUT_FIRST, 409);
    const scope = await scopeOf(deps, owned);
    const steps = stepsFor(owned.filter.tier, scope);
    if (!steps.includes(step))
      throw fieldError('enrollment_id', `${STEP_CATALOG[step].title} is not part of this enrollment`, 409);
    return { owned, scope, steps };
  }

  /**
   * Saves a step: checks it by its own rules (STEP_CHECKS: a configured step against this enrollment's field list), keeps
   * masked numbers on file, gives list entries ids, seals and stores it, and drops its draft.
   */
  async function saveStep(
    step: WizardStep,
    request: FastifyRequest,
    body: { enrollment_id: string } & TabDoc,
  ) {
    const { enrollment_id: enrollmentId, ...incoming } = body;
    const { owned, scope, steps } = await openStep(request, enrollmentId, step);
    const doc = await STEP_CHECKS[step](deps, owned, scope, incoming);
    // The stored documents only restore masked numbers: a form with none reads and unseals nothing.
    const held = hasMasks(step, doc) ? heldDocs(await stepSources(deps, owned, step)) : [];
    const resolved = resolveMasks(step, doc, held, deps.secretBox);
    if (!resolved.ok) throw fieldError(resolved.path, SSN_MESSAGE);
    const sealed = sealTab(step, withEntryIds(step, resolved.doc), deps.secretBox);
    await deps.db.transaction().execute(async (trx) => {
      await writeTab({ db: trx, secretBox: deps.secretBox }, enrollmentId, step, sealed, deps.now());
      // Who signed as what, the texts agreed to (their hash), the consent; time, address and user agent.
      if (step === 'agreement') await recordAgreementAudit(trx, deps.now(), request, enrollmentId, doc);
    });
    const following = nextStep(steps, step);
    return { next_tab: following ? STEP_CATALOG[following].tab : null };
  }

  /**
   * The signed application PDF, rendered in the pool, for the receipt and to keep once the submission
   * is committed; a PDF that cannot be made never stops the submission (the download makes it later).
   */
  const applicationPdf = async (
    request: FastifyRequest,
    owned: OwnedEnrollment,
    submission: Parameters<typeof readApplication>[2],
  ) => {
    try {
      return await pdfs.render(owned, submission);
    } catch (error) {
      request.log.error({ err: error }, 'the signed application PDF could not be made');
      return null;
    }
  };

  /**
   * The 'Enrollment Receipt' e-mail and its addressees: the applicant's contact e-mail and the rep,
   * with the signed application PDF attached when there is one.
   */
  const receiptMailFor = async (
    owned: OwnedEnrollment,
    cart: CartView,
    policyId: string,
    pdf: Uint8Array | null,
    chargeSentences: readonly string[],
  ) => {
    const personal = await readTab(deps, owned.row.id, 'personal');
    const contact = await readTab(deps, owned.row.id, 'contact');
    const plainPersonal = personal ? openTab('personal', personal, deps.secretBox) : {};
    const name = [plainPersonal.first_name, plainPersonal.last_name]
      .filter((p) => typeof p === 'string' && p)
      .join(' ');
    const rep =
      owned.row.agent_id === null
        ? undefined
        : await deps.db
            .selectFrom('agents')
            .select('email')
            .where('id', '=', owned.row.agent_id)
            .executeTakeFirst();
    const applicant = typeof contact?.email_address === 'string' ? contact.email_address : null;
    const attachments = pdf
      ? [
          {
            filename: applicationFileName(policyId),
            contentType: 'application/pdf',
            content: Buffer.from(pdf),
          },
        ]
      : [];
    return {
      to: [...new Set([applicant, rep?.email ?? null].filter((a): a is string => Boolean(a)))],
      mail: {
        ...composeReceipt({
          name,
          policyId,
          effectiveDate: owned.row.effective_date ?? '',
          lines: cart.lines,
          totals: cart.totals,
          chargeSentences,
          withApplication: attachments.length > 0,
        }),
        attachments,
      },
    };
  };

  return {
    async getDynamicTabs({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const steps = stepsFor(owned.filter.tier, await scopeOf(deps, owned));
      const saved = await savedSteps(deps.db, owned.row.id);
      const incomplete = new Set(
        (await incompleteSteps(deps, owned, steps, saved)).map((entry) => entry.step),
      );
      return {
        result: WIZARD_STEPS.map((step, order) => ({
          tab_name: STEP_CATALOG[step].tab,
          required: steps.includes(step),
          order,
          complete: step === 'review' ? saved.has(step) : saved.has(step) && !incomplete.has(step),
        })),
      };
    },

    async getEnrollmentTempInfo({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const { row, filter } = owned;
      switch (query.column) {
        case 'filter_info':
          return { result: filter };
        case 'effective_date':
          return { result: row.effective_date };
        case 'type':
          return { result: row.type };
        case 'eprocess':
          return { result: row.eprocess };
        case 'group_id':
          return { result: row.group_id };
      }
      const step = stepOfColumn(query.column);
      if (!step) return { result: null };
      const [stored, draft] = await Promise.all([readTab(deps, row.id, step), readDraft(deps, row.id, step)]);
      // Custom answers are read back only for the fields still asked of this enrollment.
      const asked = CUSTOM_FIELD_STEPS.includes(step)
        ? await customFieldsFor(deps.db, step, await scopeOf(deps, owned))
        : null;
      const shown = (doc: TabDoc) => {
        const masked = maskTab(step, doc, deps.secretBox);
        return asked ? answersInScope(masked, asked) : masked;
      };
      return { result: stored ? shown(stored) : null, draft: draft ? shown(draft) : null };
    },

    savePersonalInfo: ({ body, request }) => saveStep('personal', request, body),
    saveContactInfo: ({ body, request }) => saveStep('contact', request, body),
    saveEmployerInfo: ({ body, request }) => saveStep('employer', request, body),
    saveBeneficiaryInfo: ({ body, request }) => saveStep('beneficiary', request, body),
    savePrimaryHealthInfo: ({ body, request }) => saveStep('health', request, body),
    saveDependentInfo: ({ body, request }) => saveStep('dependent', request, body),
    saveBillingInfo: ({ body, request }) => saveStep('billing', request, body),
    // A saved card or bank account: the same save, STEP_CHECKS.billing finds the member's account.
    saveBillingInfoExisting: ({ body, request }) => saveStep('billing', request, body),
    saveAgreementInfo: ({ body, request }) => saveStep('agreement', request, body),

    async saveReviewInfo({ body, request }) {
      const { owned, steps } = await openStep(request, body.enrollment_id, 'review');
      const saved = await savedSteps(deps.db, owned.row.id);
      // The tier or the cart may have changed since a step was saved: every step is saved, the
      // dependents still fit the tier, and steps the enrollment no longer needs are not submitted.
      const [incomplete] = await incompleteSteps(deps, owned, steps, saved);
      if (incomplete) throw fieldError('enrollment_id', incomplete.message, 409);
      // The cart may have been emptied, or a plan withdrawn, since checkout: it is checked again.
      const cart = await readCart(deps, owned.row.id, owned.filter);
      const cartProblem = cartProblemAtSubmission(owned, cart);
      if (cartProblem) throw fieldError('enrollment_id', cartProblem, 409);
      const stale = [...saved].filter((tab) => !(steps as string[]).includes(tab));
      const policyId = `BS${String(randomInt(10 ** 9, 10 ** 10))}`;
      const at = deps.now();
      const review = {
        additional_notes: body.additional_notes ?? '',
        first_enroll: body.first_enroll ?? false,
      };
      const pdf = await applicationPdf(request, owned, { policyId, submittedAt: at, review });
      // What was bought, as the receipt will tell it from now on, whatever the catalog does later.
      // With each coverage's plan id, option, tier, price and carrier codes: what its 834 tells the carrier.
      const summary = await paymentSummary(deps, owned, cart, at);
      const purchase = purchaseText(
        { plans: purchasedPlans(cart), ...summary },
        await coveragesAtSubmission(deps.db, cart.lines),
      );
      const receipt = await receiptMailFor(owned, cart, policyId, pdf, summary.charge_sentences);
      // Every mail obeys the mail limits: a receipt to an inbox (or from a caller) past them is not
      // sent, so submissions cannot flood an inbox; the submission itself stands.
      const receiptTo: string[] = [];
      for (const to of receipt.to) {
        const refused = await mailRefusal(
          deps,
          request,
          to,
          receiptSender(owned.account?.id ?? null, request),
        );
        if (refused)
          request.log.warn({ refused }, 'an Enrollment Receipt was not sent: a mail limit was reached');
        else receiptTo.push(to);
      }
      await deps.db.transaction().execute(async (trx) => {
        if (stale.length > 0)
          await trx
            .deleteFrom('enrollment_tabs')
            .where('enrollment_id', '=', owned.row.id)
            .where('tab', 'in', stale)
            .execute();
        await writeTab({ db: trx, secretBox: deps.secretBox }, owned.row.id, 'review', review, at);
        const done = await trx
          .updateTable('enrollments')
          .set({
            status: 'submitted',
            policy_id: policyId,
            submitted_at: at.toISOString(),
            updated_at: at.toISOString(),
            submitted_purchase: purchase,
          })
          .where('id', '=', owned.row.id)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1)
          throw fieldError('enrollment_id', 'This enrollment has already been submitted', 409);
        // The first entry of its status history, which the carrier feed continues (agency API).
        await recordStatusEvent(trx, { enrollmentId: owned.row.id, status: 'submitted', at });
        // Its carriers' 834 feeds, filed and sent by the feed worker (feed/).
        await queueCarrierFeeds(trx, owned.row.id, at);
        // A policy from now on: its members and their coverage spans (policy/policyRecord.ts).
        await recordPolicy({ db: trx, secretBox: deps.secretBox }, owned.row.id, at);
        // The hash is of what was submitted, opened: the same documents always give the same hash.
        await recordAudit(trx, {
          enrollmentId: owned.row.id,
          action: 'submitted',
          request,
          document: await readTabs({ db: trx, secretBox: deps.secretBox }, owned.row.id),
          at,
        });
        // The receipt goes to the applicant and to the rep, with the submission or not at all.
        for (const to of receiptTo) {
          await queueMail(
            trx,
            { kind: 'receipt', enrollmentId: owned.row.id, to, ...receipt.mail },
            at,
            deps.secretBox,
          );
        }
      });
      // Kept only once the submission is committed: every later download is this document.
      if (pdf) await pdfs.keep(owned.row.id, policyId, pdf);
      return { policy_id: policyId };
    },

    async getReceipt({ query, request }) {
      // Only the browser bound to the enrollment (or its signed-in rep or group) reads what it bought.
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      const { row } = owned;
      if (row.status !== 'submitted' || !row.policy_id) throw fieldError('enrollment_id', NOT_SUBMITTED, 409);
      const personal = await readTab(deps, row.id, 'personal');
      const plain = personal ? openTab('personal', personal, deps.secretBox) : {};
      const name = [plain.first_name, plain.last_name]
        .filter((part) => typeof part === 'string' && part)
        .join(' ');
      // What was kept at submission; one submitted before purchases were kept is priced from its cart.
      return { policy_id: row.policy_id, name, ...(await purchaseOfSubmitted(deps, owned)) };
    },

    async getPaymentSummary({ query, request }) {
      const owned = await loadOwnedEnrollment(deps, request, query.enrollment_id);
      return paymentSummary(deps, owned, await readCart(deps, owned.row.id, owned.filter));
    },
  };
}
