/** What every wizard step gets from the wizard page. */
export interface StepProps {
  enrollmentId: string;
  /** Called after the server saved the step; moves to the next step (or the receipt after review). */
  onSaved: () => Promise<void>;
  /** The previous step's route, or the cart for the first step. */
  backTo: string;
}
