import { describe, expect, it } from 'vitest';
import { SIMILARITY_THRESHOLD, TfIdfIndex } from './similarity.ts';
import { tokenize } from './tokenize.ts';

describe('tokenize', () => {
  it('splits words, drops English filler and makes Chinese bigrams', () => {
    expect(tokenize('How do I make a Deposit?')).toEqual(['make', 'deposit']);
    expect(tokenize('如何存款')).toEqual(['如何', '何存', '存款']);
    expect(tokenize('म कसरी खाता दर्ता गर्छु?')).toContain('दर्ता');
  });
});

describe('TfIdfIndex', () => {
  const index = new TfIdfIndex([
    { item: 'deposit', text: 'How do I make a deposit?' },
    { item: 'withdraw', text: 'How long does a withdrawal take?' },
    { item: 'password', text: 'I forgot my password, what should I do?' },
  ]);

  it('scores an identical question 1 and ranks the closest first', () => {
    const [best] = index.rank('how do i make a deposit');
    expect(best?.item).toBe('deposit');
    expect(best?.score).toBeCloseTo(1);
    expect(index.rank('forgot password')[0]?.item).toBe('password');
  });

  it('keeps loosely related questions under the confidence threshold', () => {
    const [best] = index.rank('deposit bonus for new players today');
    expect(best?.score).toBeLessThan(SIMILARITY_THRESHOLD);
    expect(index.rank('')[0]?.score).toBe(0);
  });
});

describe('ranking a huge query', () => {
  it('never spreads the vector into arguments (200,000 distinct words once threw RangeError)', () => {
    const index = new TfIdfIndex([{ item: 'deposit', text: 'How do I make a deposit?' }]);
    const query = Array.from({ length: 200_000 }, (_, i) => `w${i.toString(36)}`).join(' ');
    const [best] = index.rank(`${query} deposit`);
    expect(best?.item).toBe('deposit');
    expect(best?.score).toBeGreaterThan(0);
  });
});
