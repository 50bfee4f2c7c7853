import { describe, expect, it } from 'vitest';
import { previewTargeting, zonedInstant } from './targeting-options.ts';

describe('preview targeting options', () => {
  it("reads the template's zone and experiments, and every market a when of the draft names", () => {
    const merged = { targeting: { timeZone: 'Asia/Manila', experiments: { 'home-welcome': { classic: 50, bold: 50 } } } };
    const files = {
      'templates/a.json': JSON.stringify({ patches: { x: [{ when: { markets: ['PH', 'MT'] } }] } }),
      'pages/b.json': JSON.stringify({ children: [{ when: { markets: ['PH', 'bad'] } }] }),
      'pages/broken.json': '{',
    };
    expect(previewTargeting(merged, files)).toEqual({
      timeZone: 'Asia/Manila',
      experiments: [{ id: 'home-welcome', variants: ['classic', 'bold'] }],
      markets: ['MT', 'PH'],
    });
    expect(previewTargeting({}, {})).toEqual({ timeZone: 'UTC', experiments: [], markets: [] });
  });

  it('turns a wall time in the zone into the instant, across a DST change', () => {
    expect(zonedInstant('2026-12-25T12:00', 'Asia/Manila')).toBe('2026-12-25T04:00:00.000Z');
    expect(zonedInstant('2026-07-01T12:00', 'Europe/Malta')).toBe('2026-07-01T10:00:00.000Z');
    expect(zonedInstant('2026-01-01T12:00', 'Europe/Malta')).toBe('2026-01-01T11:00:00.000Z');
    expect(zonedInstant('2026-01-01T12:00', 'UTC')).toBe('2026-01-01T12:00:00.000Z');
    expect(zonedInstant('', 'UTC')).toBeUndefined();
    expect(zonedInstant('2026-01-01T12:00', 'Not/AZone')).toBeUndefined();
  });
});
