import { describe, expect, it } from 'vitest';
import { edgeInput, orNull, withEdge, withExperiment, withList } from './targeting-fields.ts';

describe('targeting fields', () => {
  it('sets a list from comma-separated codes and removes it when emptied', () => {
    expect(withList({ auth: 'guest' }, 'languages', 'en, cn,EN', true)).toEqual({ auth: 'guest', languages: ['EN', 'CN'] });
    expect(withList({ auth: 'guest', markets: ['PH'] }, 'markets', ' ', true)).toEqual({ auth: 'guest' });
    expect(withList({}, 'breakpoints', 'mobile tablet', false)).toEqual({ breakpoints: ['mobile', 'tablet'] });
  });
  it("keeps a window edge as the site's local date-time", () => {
    expect(withEdge({}, 'from', '2026-12-24T18:00')).toEqual({ from: '2026-12-24T18:00' });
    expect(withEdge({ from: '2026-12-24T18:00', flag: 'live_chat' }, 'from', '')).toEqual({ flag: 'live_chat' });
    expect(edgeInput('2026-12-24T18:00Z')).toBe('2026-12-24T18:00');
    expect(edgeInput(undefined)).toBe('');
  });
  it('sets and clears the experiment', () => {
    expect(withExperiment({}, ' hero ', 'b')).toEqual({ experiment: { id: 'hero', variant: 'b' } });
    expect(orNull(withExperiment({ experiment: { id: 'hero', variant: 'b' } }, '', ''))).toBeNull();
  });
});
