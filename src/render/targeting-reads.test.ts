import { describe, expect, it } from 'vitest';
import type { Node } from './types.ts';
import { targetingReads } from './targeting-reads.ts';

const at = Date.UTC(2026, 5, 1, 12);

describe('targetingReads', () => {
  it('a tree without targeting reads nothing and holds for ever', () => {
    expect(targetingReads([{ widget: 'Stack', children: [{ widget: 'Hero', when: { auth: 'guest' } }] }], 'UTC', at)).toEqual({
      targeted: false,
      market: false,
      experiments: [],
    });
  });
  it('collects markets and experiments from every tree, shown or not', () => {
    const layout: Node = { widget: 'Stack', children: [{ widget: 'Hero', when: { markets: ['PH'], auth: 'player' } }] };
    const page: Node = {
      widget: 'Stack',
      children: [
        { widget: 'Hero', when: { experiment: { id: 'hero', variant: 'b' } } },
        { widget: 'Hero', when: { experiment: { id: 'banner', variant: 'a' } } },
        { widget: 'Hero', when: { experiment: { id: 'hero', variant: 'a' } } },
      ],
    };
    expect(targetingReads([layout, page], 'UTC', at)).toEqual({ targeted: true, market: true, experiments: ['banner', 'hero'] });
  });
  it("the next boundary is the first window edge after now, in the site's zone", () => {
    const page: Node = {
      widget: 'Stack',
      children: [
        { widget: 'Hero', when: { from: '2026-06-01T10:00Z', until: '2026-06-01T14:00Z' } },
        // 21:00 in Manila is 13:00 UTC
        { widget: 'Hero', when: { from: '2026-06-01T21:00' } },
        { widget: 'Hero', when: { until: '2026-05-01T00:00Z' } },
      ],
    };
    expect(targetingReads([page], 'Asia/Manila', at).nextBoundary).toBe(Date.UTC(2026, 5, 1, 13));
    expect(targetingReads([page], 'Asia/Manila', Date.UTC(2026, 5, 1, 15)).nextBoundary).toBeUndefined();
  });
});
