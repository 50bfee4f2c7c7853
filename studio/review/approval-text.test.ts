import { describe, expect, it } from 'vitest';
import { approvalBlock, approvalText } from './approval-text.ts';
import type { ReviewStatus } from '../../schemas/operator-api/review-answers.ts';

type Judged = Pick<ReviewStatus, 'verdict' | 'needsApproval'>;

const approval = { by: 'pat', at: '2026-12-06T10:00:00.000Z', contentId: 'c1', templates: ['casino1'] };

describe('approval words', () => {
  it('says approved, stale or required, and blocks Publish only for the last two', () => {
    expect(approvalText({ verdict: { ok: true }, needsApproval: [] })).toBe('no approval needed');
    expect(approvalText({ verdict: { ok: true, approval }, needsApproval: ['casino1'] })).toBe('approved by pat');
    const stale: Judged = { verdict: { ok: false, error: 'approvalStale', templates: ['casino1'], approval }, needsApproval: ['casino1'] };
    expect(approvalText(stale)).toMatch(/^approval stale/);
    expect(approvalBlock(stale)).toBe('The approval is stale: the draft changed after it.');
    const required: Judged = { verdict: { ok: false, error: 'approvalRequired', templates: ['casino1'] }, needsApproval: ['casino1'] };
    expect(approvalText(required)).toMatch(/^approval required \(casino1\)/);
    expect(approvalBlock(required)).toBe('Needs an approval (casino1).');
    expect(approvalBlock({ verdict: { ok: true, approval }, needsApproval: ['casino1'] })).toBeNull();
    expect(approvalBlock(null)).toBeNull();
  });
});
