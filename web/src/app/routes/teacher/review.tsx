import { Trans } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { TeacherReviews } from '@/features/reviews/components/own-reviews';
import { ReviewScreen } from '@/features/reviews/components/review-screen';

/** /teacher/review (issue 46): the teacher's review of the open cycle, and those of past years. */
export function TeacherReviewPage() {
  return (
    <section>
      <TeacherReviews />
    </section>
  );
}

/** /teacher/review/:reviewId: one of the teacher's reviews (past years read-only). */
export function TeacherReviewDetailPage() {
  const reviewId = Number(useParams().reviewId) || 0;
  return (
    <section>
      <ReviewScreen
        key={reviewId}
        reviewId={reviewId}
        back={
          <BackLink to="/teacher/review">
            <Trans>Volver a mi revisión anual</Trans>
          </BackLink>
        }
      />
    </section>
  );
}
