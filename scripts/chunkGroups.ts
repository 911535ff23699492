import type { LoadedTogether } from './firstPageChunk.ts';

/**
 * The parts that load together (scripts/firstPageChunk.ts), each file named by its path from the
 * repository's root (a contract call's module as `file?contract-call=name`, scripts/contractDescriptors.ts)
 * and each package by its name. The build fails when one of them is never met, so a moved or renamed
 * file cannot silently leave its group.
 */
export const CHUNK_GROUPS: LoadedTogether[] = [
  // layout/layoutParts.ts loads these at once on every page (and the enrollment's contacts, read by
  // the cart and Personal Information's enroller-code hint).
  {
    name: 'layout-parts',
    files: [
      ...[
        'OwnerContact',
        'CategoryMenu',
        'ToolsMenu',
        'AccountMenu',
        'RecommendedLink',
        'HelpWidget',
        'SiteFooter',
      ].map((part) => `src/web/layout/${part}.tsx`),
      'src/web/components/useEnrollmentContacts.ts',
    ],
  },
  // Small parts shared by pages with forms and pages without (error summary, a field's frame, the
  // load-failed notice, the tier names and whether premier mode renames one, the filter's two calls):
  // one request instead of six.
  {
    name: 'page-parts',
    files: [
      'src/web/ui/ErrorSummary.tsx',
      'src/web/ui/Field.tsx',
      'src/web/ui/LoadFailed.tsx',
      'src/web/api/usePremierTier.ts',
      'src/domain/tiers.ts',
      'src/contract/filterCalls.ts?contract-call=changeFilterInfo',
      'src/contract/filterCalls.ts?contract-call=validateZipCode',
      'src/contract/planChecksCalls.ts?contract-call=getMoreRequirement',
    ],
  },
  // Every form's machinery: zod, react-hook-form and the checks, fields and contract pieces each form
  // page takes with them (the landing's eligibility form, every wizard step). Only pages that load zod
  // import any of it.
  {
    name: 'forms',
    packages: ['zod', 'react-hook-form', '@hookform/resolvers'],
    files: [
      'src/web/forms/useServerForm.ts',
      'src/web/forms/DateField.tsx',
      'src/web/ui/DateInput.tsx',
      'src/web/ui/options.ts',
      'src/domain/dates.ts',
      'src/domain/age.ts',
      'src/domain/fieldRules.ts',
      'src/domain/screening.ts',
      'src/contract/endpoint.ts',
      'src/contract/wireFields.ts',
    ],
  },
  // The landing page's eligibility form, beside its own chunk (a lazy import keeps one).
  {
    name: 'eligibility-form',
    files: [
      'src/domain/forms/eligibilityForm.ts',
      'src/web/forms/EligibilityFields.tsx',
      'src/web/components/saveEligibility.ts',
    ],
  },
  // What every wizard step shares: the step catalogue with the steps' fields, the configured form,
  // the step's buttons and the steps' list call (the wizard page's and /enrollment's). The wizard page
  // loads it with itself, so a step's own chunk is the only one its first render still waits for.
  {
    name: 'wizard',
    files: [
      'src/contract/wizardStepCatalog.ts',
      ...['ConfiguredStep.tsx', 'ConfiguredFields.tsx', 'fieldLooks.ts', 'useConfiguredForm.ts'].map(
        (file) => `src/web/features/enrollment/configured/${file}`,
      ),
      'src/web/features/enrollment/StepActions.tsx',
      'src/web/features/enrollment/SaveLaterButton.tsx',
      'src/domain/forms/resumeForms.ts',
      'src/contract/saveEnrollmentCalls.ts?contract-call=saveEnrollment',
      'src/contract/enrollmentCalls.ts?contract-call=getDynamicTabs',
    ],
  },
];
