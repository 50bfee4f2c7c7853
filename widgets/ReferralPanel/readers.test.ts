import { describe, expect, it } from 'vitest';
import { safeHref, readChannels } from '../ContactChannels/load.ts';
import { storeLink } from '../AppDownload/links.ts';
import { readNews } from '../NewsList/load.ts';
import { readLadder } from '../VipLevels/load.ts';
import { readReferral } from './load.ts';
import { shareLink } from './Component.tsx';

describe('readers of responses whose shape §7 does not show', () => {
  it('referral: numbers, tiers and rules; junk left out', () => {
    const r = readReferral({ commission_percent: '8', min_deposit: 100, currency: 'PHP', tiers: [{ level: 1, percent: 5, description: 'Direct' }, { level: 2 }], rules: ['A', '', 3] });
    expect(r).toEqual({ commission_percent: 8, min_deposit: 100, max_commission: null, currency: 'PHP', tiers: [{ level: 1, percent: 5, description: 'Direct' }], rules: ['A'] });
    expect(readReferral(null).tiers).toEqual([]);
  });
  it('share link carries the player code for the register page', () => {
    expect(shareLink('https://casino1.example', 'ref', 'demo 1')).toBe('https://casino1.example/register?ref=demo+1');
  });
  it('VIP ladder: sorted by level, nameless rungs dropped', () => {
    const l = readLadder([{ level: 2, vip_name: 'Silver', deposit_required: '5000' }, { level: 1, vip_name: 'Bronze' }, { level: 3 }]);
    expect(l.map((r) => r.vip_name)).toEqual(['Bronze', 'Silver']);
    expect(l[1]?.deposit_required).toBe(5000);
  });
  it('contact channels: only web, mail and phone links', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('https://t.me/x')).toBe('https://t.me/x');
    expect(readChannels([{ platform: 'telegram', url: 'https://t.me/x', handle: '@x' }, { platform: 'evil', url: 'javascript:alert(1)' }])).toHaveLength(1);
  });
  it('app store links: https only', () => {
    expect(storeLink('http://play.example/app')).toBeNull();
    expect(storeLink('https://play.example/app')).toBe('https://play.example/app');
    expect(storeLink('')).toBeNull();
  });
  it('news: text items only', () => {
    expect(readNews([{ id: 1, title: 'T', content: 'C', date: '2026-01-01' }, { id: 2 }])).toEqual([{ id: '1', title: 'T', content: 'C', title_local: '', content_local: '', date: '2026-01-01' }]);
  });
});
