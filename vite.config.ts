import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/compileHints.ts';
import { compressAssets } from './scripts/compressAssets.ts';
import { contractDescriptors } from './scripts/contractDescriptors.ts';
import { firstPageChunk } from './scripts/firstPageChunk.ts';

export default defineConfig({
  plugins: [
    react(),
    contractDescriptors(),
    firstPageChunk({
      entry: 'src/web/main.tsx',
      landing: 'src/web/features/landing/LandingPage.tsx',
      together: [
        // layout/layoutParts.ts loads these at once on every page (and the enrollment's contacts, read by
        // the cart and Personal Information's enroller-code hint).
        {
          name: 'layout-parts',
          test: /[\\/]src[\\/]web[\\/](layout[\\/](OwnerContact|CategoryMenu|ToolsMenu|AccountMenu|RecommendedLink|HelpWidget|SiteFooter)\.tsx|components[\\/]useEnrollmentContacts\.ts)$/,
        },
        // Small parts shared by pages with forms and pages without (error summary, a field's frame,
        // the load-failed notice, the tier names and whether premier mode renames one, the filter's two
        // calls): one request instead of six.
        {
          name: 'page-parts',
          test: /[\\/]src[\\/](web[\\/]ui[\\/](ErrorSummary|Field|LoadFailed)\.tsx|web[\\/]api[\\/]usePremierTier\.ts|domain[\\/]tiers\.ts|contract[\\/]filterCalls\.ts\?contract-call=(changeFilterInfo|validateZipCode)|contract[\\/]planChecksCalls\.ts\?contract-call=getMoreRequirement)$/,
        },
        // Every form's machinery: zod, react-hook-form and the checks, fields and contract pieces
        // each form page takes with them (the landing's eligibility form, every wizard step). Only
        // pages that load zod import any of it.
        {
          name: 'forms',
          test: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers)[\\/]|[\\/]src[\\/](web[\\/]forms[\\/](useServerForm|DateField)\.tsx?|web[\\/]ui[\\/](DateInput\.tsx|options\.ts)|domain[\\/](dates|age|fieldRules|screening|formFields[\\/]fieldLabels)\.ts|contract[\\/](endpoint|wireFields)\.ts)$/,
        },
        // The landing page's eligibility form, beside its own chunk (a lazy import keeps one).
        {
          name: 'eligibility-form',
          test: /[\\/]src[\\/](domain[\\/]forms[\\/]eligibilityForm\.ts|web[\\/]forms[\\/]EligibilityFields\.tsx|web[\\/]components[\\/]saveEligibility\.ts)$/,
        },
        // What every wizard step shares: the step catalogue with the steps' fields, the configured
        // form, the step's buttons and the steps' list call (the wizard page's and /enrollment's). The
        // wizard page loads it with itself, so a step's own chunk is the only one its first render
        // still waits for.
        {
          name: 'wizard',
          test: /[\\/]src[\\/](contract[\\/]wizardStepCatalog\.ts|web[\\/]features[\\/]enrollment[\\/](configured[\\/](ConfiguredStep|ConfiguredFields|fieldLooks|useConfiguredForm)|StepActions|SaveLaterButton)\.tsx?|domain[\\/]forms[\\/]resumeForms\.ts|contract[\\/]saveEnrollmentCalls\.ts\?contract-call=saveEnrollment|contract[\\/]enrollmentCalls\.ts\?contract-call=getDynamicTabs)$/,
        },
      ],
    }),
    compileHints(),
    compressAssets(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // The manifest lets bench/bundleSize.ts count the first page from the real import graph.
    manifest: true,
    // Every browser the store supports has modulepreload; the polyfill would only add to the first page.
    modulePreload: { polyfill: false },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
