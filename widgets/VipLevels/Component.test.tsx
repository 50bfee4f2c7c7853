// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoSite, renderWidget } from '../../tests/unit/render-widget.tsx';
import VipLevels from './Component.tsx';
import { readLadder } from './load.ts';
import { defaults } from './schema.ts';

afterEach(cleanup);

const ladder = readLadder([
  { level: 2, vip_name: 'Silver', vip_name_local: '白银', deposit_required: 5000, turnover_required: 50000, birthday_bonus: 88, rebate_percent: 0.4 },
  { level: 1, vip_name: 'Bronze', vip_name_local: '青铜', deposit_required: 0, turnover_required: 0, birthday_bonus: 0, rebate_percent: 0 },
]);

const names = () => screen.getAllByRole('rowheader').map((th) => [th.textContent, th.getAttribute('lang')]);

describe('VipLevels ladder names (docs/i18n.md)', () => {
  it('reads vip_name_local, sorted by level', () => {
    expect(ladder.map((r) => [r.level, r.vip_name, r.vip_name_local])).toEqual([
      [1, 'Bronze', '青铜'],
      [2, 'Silver', '白银'],
    ]);
  });

  it('local names on a local-language page, English on an English or third-language one', async () => {
    const site = demoSite({ currency: 'CN' });
    const ui = <VipLevels props={{ ...defaults, showProgress: false }} data={{ ladder }} path="p" className="" />;
    await renderWidget(ui, { code: 'CN', site });
    expect(names()).toEqual([
      ['青铜', null],
      ['白银', null],
    ]);
    cleanup();
    await renderWidget(ui, { code: 'EN', site });
    expect(names()).toEqual([
      ['Bronze', null],
      ['Silver', null],
    ]);
    cleanup();
    await renderWidget(ui, { code: 'CT', site });
    expect(names()).toEqual([
      ['Bronze', 'en-US'],
      ['Silver', 'en-US'],
    ]);
  });
});
