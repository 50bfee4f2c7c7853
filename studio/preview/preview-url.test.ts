import { describe, expect, it } from 'vitest';
import { frameWidth, previewEvent, previewSite, previewUrl } from './preview-url.ts';
import type { TemplateSummary } from '../../engine/studio/contract.ts';

const link = { origin: 'http://casino1.localhost:3000', token: 'abc.def', expiresAt: '2030-01-01T00:00:00Z' };

describe('preview address', () => {
  it('names the token, the page and how to show it', () => {
    expect(previewUrl(link, '/slots', { breakpoint: 'mobile', language: 'de', as: 'player' })).toBe(
      'http://casino1.localhost:3000/__preview/abc.def/slots?bp=mobile&lang=de&as=player',
    );
    expect(previewUrl(link, '/?tab=2', { breakpoint: 'desktop', language: 'en', as: 'guest' })).toBe(
      'http://casino1.localhost:3000/__preview/abc.def/?tab=2&bp=desktop&lang=en&as=guest',
    );
    // the draft version the frame is for: the server waits for an edit in flight to save it
    expect(previewUrl(link, '/', { breakpoint: 'desktop', language: 'en', as: 'guest', version: 7 })).toBe(
      'http://casino1.localhost:3000/__preview/abc.def/?bp=desktop&lang=en&as=guest&v=7',
    );
  });

  it('a phone breakpoint is shown at a phone’s width; a template without sites on its demo host', () => {
    expect(frameWidth({ name: 'mobile', min: 0 })).toBe(375);
    expect(frameWidth({ name: 'desktop', min: 1024 })).toBe(1024);
    const template = { key: 'slot10', sites: [] } as unknown as TemplateSummary;
    expect(previewSite(template)).toBe('slot10.localhost');
    expect(previewSite({ ...template, sites: ['casino1.localhost'] })).toBe('casino1.localhost');
  });

  it('takes only the preview script’s messages', () => {
    expect(previewEvent({ type: 'studio:select', key: 'page:/children/0' })).toEqual({ type: 'studio:select', key: 'page:/children/0' });
    expect(previewEvent({ type: 'studio:ready', path: '/', version: 2 })).toEqual({ type: 'studio:ready', path: '/', version: 2 });
    for (const bad of [null, 'studio:select', { type: 'studio:select', key: 3 }, { type: 'studio:ready', path: '/' }, { type: 'other' }])
      expect(previewEvent(bad)).toBeUndefined();
  });

  it('asks for a market, an instant and variants only when the studio sets them', () => {
    const link = { origin: 'http://casino3.localhost:3000', token: 'abc.def', expiresAt: '' };
    expect(
      previewUrl(link, '/', {
        breakpoint: 'mobile',
        language: 'en',
        as: 'guest',
        market: 'PH',
        at: '2026-12-24T10:00:00.000Z',
        variants: { 'home-welcome': 'bold' },
      }),
    ).toBe('http://casino3.localhost:3000/__preview/abc.def/?bp=mobile&lang=en&as=guest&market=PH&at=2026-12-24T10%3A00%3A00.000Z&variant=home-welcome%3Abold');
  });
});
