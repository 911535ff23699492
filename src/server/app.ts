import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ErrorEnvelope } from '../contract/envelope';
import { installAgencyKeyAuth } from './agency/agencyKeyAuth';
import type { AppDeps } from './appDeps';
import { applicationPdfHandlers } from './applicationPdf/applicationPdfHandlers';
import { keptApplicationPdfs } from './applicationPdf/keptApplicationPdfs';
import { agencyChangeHandler } from './features/agency/agencyChangeHandler';
import { agencyChangePdfHandler } from './features/agency/agencyChangePdfHandler';
import { agencyHandlers } from './features/agency/agencyHandlers';
import { agencyResendHandler } from './features/agency/agencyResendHandler';
import { assistantHandlers } from './features/assistant/assistantHandlers';
import { associationHandlers } from './features/association/associationHandlers';
import { authHandlers } from './features/auth/authHandlers';
import { bookHandlers } from './features/bookOfBusiness/bookHandlers';
import { bookResendHandler } from './features/bookOfBusiness/bookResendHandler';
import { cartHandlers } from './features/cart/cartHandlers';
import { catalogHandlers } from './features/catalog/catalogHandlers';
import { compareHandlers } from './features/compare/compareHandlers';
import { elevateHandlers } from './features/elevate/elevateHandlers';
import { eligibilityHandlers } from './features/eligibility/eligibilityHandlers';
import { enrollmentMailHandlers } from './features/enrollmentMail/enrollmentMailHandlers';
import { landingHandlers } from './features/landing/landingHandlers';
import { memberHandlers } from './features/members/memberHandlers';
import { planChecksHandlers } from './features/planChecks/planChecksHandlers';
import { changePdfHandler } from './features/policies/changePdfHandler';
import { optionHandlers } from './features/policies/optionHandlers';
import { policyHandlers } from './features/policies/policyHandlers';
import { proofHandlers } from './features/policies/proofHandlers';
import { portalHandlers } from './features/portals/portalHandlers';
import { recommendationHandlers } from './features/recommendations/recommendationHandlers';
import { screeningHandlers } from './features/screening/screeningHandlers';
import { screenshotHandlers } from './features/screenshots/screenshotHandlers';
import { storefrontHandlers } from './features/storefront/storefrontHandlers';
import { supplementalHandlers } from './features/supplemental/supplementalHandlers';
import {
  capConnectionsPerAddress,
  connectionLimits,
  trustedProxyMatcher,
  trustProxyOption,
} from './http/connectionLimits';
import { installDurableAnswers } from './http/durableAnswers';
import { frameworkErrorAnswer, installErrorHandling } from './http/errorHandling';
import { installJsonDepthGuard } from './http/jsonDepth';
import { buildOpenApiDocument } from './http/openApi';
import { installOriginCheck } from './http/originCheck';
import { registerEndpoints } from './http/registerEndpoints';
import { installSecurityHeaders } from './http/securityHeaders';
import { isHashedAssetPath, serveWebBuild } from './http/webBuild';
import { PROJECT_ROOT } from './projectRoot';
import { pageShellSender } from './sites/pageShell';
import { siteBranding } from './sites/siteBranding';
import { siteHandlers } from './sites/siteHandlers';
import { agreementBillingHandlers } from './steps/agreement/agreementBillingHandlers';
import { agreementFieldHandlers } from './steps/agreement/agreementFieldHandlers';
import { beneficiaryHandlers } from './steps/beneficiaries/beneficiaryHandlers';
import { billingAccountHandlers } from './steps/billing/billingAccountHandlers';
import { billingLookupHandlers } from './steps/billing/billingLookupHandlers';
import { formFieldHandlers } from './steps/configured/formFieldHandlers';
import { optionListHandlers } from './steps/configured/optionListHandlers';
import { contactCheckHandlers } from './steps/contact/contactCheckHandlers';
import { dependentHandlers } from './steps/dependents/dependentHandlers';
import { enrollerCodeHandlers } from './steps/enrollerCode/enrollerCodeHandlers';
import { primaryHealthHandlers } from './steps/health/primaryHealthHandlers';
import { tabRequiredHandlers } from './steps/tabRequiredHandlers';
import { wizardHandlers } from './steps/wizardHandlers';

/** Where `vite build` puts the web app by default. */
const WEB_ROOT = path.join(PROJECT_ROOT, 'dist');
/**
 * A request body's size unless its call declares more (contract `bodyLimit`): every form fits in a few
 * kilobytes; the calls that carry a picture, a signature or a list of people with their health answers
 * say how much they need.
 */
const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the whole app from its dependencies; main.ts starts it, tests inject into it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    ...connectionLimits(deps.config),
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    frameworkErrors: frameworkErrorAnswer(deps.config.HSTS_MAX_AGE),
    logger:
      deps.config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: deps.config.LOG_LEVEL,
            // Paths only: query strings can carry a date of birth or a zip. An API key is never logged,
            // even by a line that names the request's headers.
            redact: ['req.headers.authorization', 'headers.authorization'],
            serializers: {
              req: (req: { method: string; url: string }) => ({
                method: req.method,
                path: req.url.split('?')[0],
              }),
            },
          },
  });
  app.server.maxConnections = deps.config.MAX_CONNECTIONS;
  capConnectionsPerAddress(
    app.server,
    deps.config.MAX_CONNECTIONS_PER_ADDRESS,
    trustedProxyMatcher(deps.config.TRUST_PROXY),
  );
  installSecurityHeaders(app, deps.config.HSTS_MAX_AGE);
  installErrorHandling(app);
  installOriginCheck(app, deps.config.PUBLIC_URL);
  installJsonDepthGuard(app);
  installDurableAnswers(app, deps.commitsOnDisk);
  installAgencyKeyAuth(app, deps);

  const applicationPdfs = keptApplicationPdfs(deps, (error) =>
    app.log.error({ err: error }, 'the signed application PDF could not be kept'),
  );
  registerEndpoints(app, {
    ...eligibilityHandlers(deps),
    ...catalogHandlers(deps),
    ...compareHandlers(deps),
    ...cartHandlers(deps),
    ...wizardHandlers(deps, applicationPdfs),
    ...applicationPdfHandlers(deps, applicationPdfs),
    ...primaryHealthHandlers(deps),
    ...formFieldHandlers(deps),
    ...dependentHandlers(deps),
    ...tabRequiredHandlers(deps),
    ...beneficiaryHandlers(deps),
    ...optionListHandlers(deps),
    ...enrollerCodeHandlers(deps),
    ...contactCheckHandlers(deps),
    ...billingLookupHandlers(deps),
    ...screeningHandlers(deps),
    ...associationHandlers(deps),
    ...planChecksHandlers(deps),
    ...recommendationHandlers(deps),
    ...supplementalHandlers(deps),
    ...authHandlers(deps),
    ...portalHandlers(deps),
    ...memberHandlers(deps),
    ...landingHandlers(deps),
    ...enrollmentMailHandlers(deps),
    ...siteHandlers(deps),
    ...storefrontHandlers(deps),
    ...elevateHandlers(deps),
    ...assistantHandlers(deps),
    ...screenshotHandlers(deps),
    ...agreementBillingHandlers(deps),
    ...billingAccountHandlers(deps),
    ...agreementFieldHandlers(deps),
    ...agencyHandlers(deps, applicationPdfs),
    ...bookHandlers(deps),
    ...bookResendHandler(deps),
    ...agencyResendHandler(deps),
    ...policyHandlers(deps),
    ...proofHandlers(deps),
    ...optionHandlers(deps),
    ...agencyChangeHandler(deps),
    ...changePdfHandler(deps),
    ...agencyChangePdfHandler(deps),
  });

  const openApi = buildOpenApiDocument();
  app.get('/api/docs', async () => openApi);
  app.get('/healthz', async () => {
    await deps.db.selectFrom('plans').select('id').limit(1).execute();
    return { status: 'ok' };
  });

  const webRoot = deps.config.WEB_DIST ? path.resolve(deps.config.WEB_DIST) : WEB_ROOT;
  const serveWeb = deps.config.SERVE_WEB && fs.existsSync(path.join(webRoot, 'index.html'));
  if (serveWeb) await serveWebBuild(app, webRoot);
  const sendPageShell = serveWeb ? pageShellSender(webRoot, (host) => siteBranding(deps.db, host)) : null;
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !isHashedAssetPath(request.url);
    if (sendPageShell && wantsPage) return sendPageShell(request, reply);
    const body: ErrorEnvelope = {
      status: 'error',
      statusCode: 404,
      data: [{ target_element: 'path', error_message: 'Not found' }],
    };
    return reply.code(404).send(body);
  });
  return app;
}
