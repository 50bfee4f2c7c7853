import { describe, expect, it } from 'vitest';
import { Counter, Registry } from 'prom-client';
import { localMetrics, recordCacheLookup, setLiveRevision, timedRender, trackServingRevision } from './metrics.ts';

describe('metrics', () => {
  it('one text with the player and operator registries and any extra ones', async () => {
    const extra = new Registry();
    new Counter({ name: 'web_vitals_test_total', help: 'a test counter', registers: [extra] }).inc();
    recordCacheLookup('miss');
    recordCacheLookup('hit');
    recordCacheLookup('stale');
    trackServingRevision(() => 'abc123');
    setLiveRevision('00000009', 'c0ffee');
    await timedRender(async () => ({ kind: 'page', status: 200 }));
    const { body } = await localMetrics([extra])();
    expect(body).toContain('web_vitals_test_total 1');
    expect(body).toMatch(/page_cache_hit_ratio 0\.66/);
    expect(body).toContain('page_cache_lookups_total{result="stale"} 1');
    expect(body).toContain('config_serving_revision_info{revision="abc123"} 1');
    expect(body).toContain('config_live_revision_info{revision="00000009",content="c0ffee"} 1');
    expect(body).toContain('page_render_duration_seconds_count{outcome="200"} 1');
  });
});
