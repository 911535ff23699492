import { STEP_CATALOG } from '../../../../contract/wizardStepCatalog';
import { useBranding } from '../../../site/branding';
import { LoadFailed } from '../../../ui/LoadFailed';
import { ReviewCard } from '../review/ReviewCard';
import { useReviewSummary } from '../review/useReviewSummary';

/**
 * A summary card for every step the enrollment requires (Agreement and Signature always), titled
 * as review names them, with human labels and values; the card images come from the site's
 * settings (review_card_<tab>).
 */
export function ReviewCards({ enrollmentId }: { enrollmentId: string }) {
  const review = useReviewSummary(enrollmentId);
  const branding = useBranding();
  if (review.failed) return <LoadFailed what="your entries" onRetry={review.retry} />;
  if (review.loading) return <p>Loading…</p>;
  return (
    <div className="review-cards">
      {review.steps.map((summary) => (
        <ReviewCard
          key={summary.step}
          summary={summary}
          image={branding?.[`review_card_${STEP_CATALOG[summary.step].tab}`]}
        />
      ))}
    </div>
  );
}
