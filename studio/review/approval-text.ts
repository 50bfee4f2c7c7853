/** Where a draft's four-eyes approval stands, in the words the Review area and the Publish button show. */
import type { ReviewStatus } from '../../schemas/operator-api/review-answers.ts';

export function approvalText(review: Pick<ReviewStatus, 'verdict' | 'needsApproval'>): string {
  const { verdict } = review;
  if (verdict.ok) return verdict.approval ? `approved by ${verdict.approval.by}` : review.needsApproval.length > 0 ? 'approved' : 'no approval needed';
  if (verdict.error === 'approvalStale') return `approval stale: the draft changed after ${verdict.approval.by} approved it`;
  return `approval required (${verdict.templates.join(', ')}): by a publisher who did not edit it`;
}

/** Why Publish waits for an approval, or null when it does not. */
export function approvalBlock(review: Pick<ReviewStatus, 'verdict' | 'needsApproval'> | null): string | null {
  if (!review || review.verdict.ok) return null;
  return review.verdict.error === 'approvalStale'
    ? 'The approval is stale: the draft changed after it.'
    : `Needs an approval (${review.verdict.templates.join(', ')}).`;
}
