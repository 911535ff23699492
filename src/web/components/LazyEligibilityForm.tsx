import { type ComponentProps, lazy, Suspense } from 'react';
import type { EligibilityForm as Form } from './EligibilityForm';

// The form and its machinery (react-hook-form, zod and the contract's schemas) load when a page
// shows it, not with every page that might.
export const EligibilityFormChunk = lazy(async () => ({
  default: (await import('./EligibilityForm')).EligibilityForm,
}));

/** The eligibility form, loaded on first show ("Loading…" meanwhile); the chunk alone is `EligibilityFormChunk`. */
export function LazyEligibilityForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <EligibilityFormChunk {...props} />
    </Suspense>
  );
}
