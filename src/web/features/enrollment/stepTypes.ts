/** What every wizard step gets from the wizard page. */
export interface StepProps {
  enrollmentId: string;
  /**
   * Called after the server saved the step, with the server's next tab: moves there (or back to
   * review when the step was opened from it, or to the receipt after review).
   */
  onSaved: (nextTab?: string | null) => Promise<void>;
  /** The previous step's route, or the cart for the first step. */
  backTo: string;
}
