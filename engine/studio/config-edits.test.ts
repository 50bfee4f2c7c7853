import { describe, expect, it } from 'vitest';
import type { Edit, FileMap } from './contract.ts';
import { applyEdits } from './index.ts';
import { lintErrors, lintOf, shippedConfigs } from './testing.ts';
import {
  addRouteEdit,
  brandCopyEdit,
  clearRouteEdit,
  copyRows,
  experimentEdit,
  hideRouteEdit,
  jurisdictionEdit,
  offeredLanguages,
  timeZoneEdit,
  weightsSum,
} from './config-edits.ts';

const C1 = 'templates/casino1.json';
const files = shippedConfigs();

function applied(edits: Edit[], from: FileMap = files): Record<string, unknown> & { files: FileMap } {
  const r = applyEdits(from, edits);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.refusal)}`);
  return { ...(JSON.parse(r.files[C1] ?? '{}') as Record<string, unknown>), files: r.files };
}

describe('the whole config as setTemplate edits (the JSON an operator writes by hand)', () => {
  it('adds a brand route and hides a shared one, lint clean; clearing removes what was written', () => {
    const out = applied([addRouteEdit('casino1', '/winners', 'leaderboard', 'none'), hideRouteEdit('casino1', '/sabong')]);
    expect(out['routes']).toEqual({ '/winners': { page: 'leaderboard', guard: 'none' }, '/sabong': { hidden: true } });
    expect(lintErrors(out.files)).toEqual([]);
    const back = applied([clearRouteEdit('casino1', '/winners')], out.files);
    expect(back['routes']).toEqual({ '/sabong': { hidden: true } });
  });

  it('a route to a page that does not exist is written and judged by the lint on its field', () => {
    const out = applied([addRouteEdit('casino1', '/nowhere', 'no-such-page', 'none')]);
    const errors = lintErrors(out.files).filter((p) => p.file.endsWith(C1));
    expect(errors.some((p) => p.pointer.startsWith('/routes/~1nowhere'))).toBe(true);
  });

  it('writes brand copy per language; an empty text removes that language', () => {
    const out = applied([brandCopyEdit('casino1', 'winners.title', 'EN', 'Winners'), brandCopyEdit('casino1', 'winners.title', 'PHP', 'Mga nanalo')]);
    expect(out['messages']).toEqual({ 'winners.title': { EN: 'Winners', PHP: 'Mga nanalo' } });
    const back = applied([brandCopyEdit('casino1', 'winners.title', 'PHP', '')], out.files);
    expect(back['messages']).toEqual({ 'winners.title': { EN: 'Winners' } });
  });

  it('writes the time zone and an experiment; weights that do not sum to 100 are a lint error on the experiment', () => {
    const good = applied([timeZoneEdit('casino1', 'Asia/Manila'), experimentEdit('casino1', 'hero-test', { a: 50, b: 50 })]);
    expect(good['targeting']).toEqual({ timeZone: 'Asia/Manila', experiments: { 'hero-test': { a: 50, b: 50 } } });
    expect(lintErrors(good.files)).toEqual([]);
    const bad = applied([experimentEdit('casino1', 'hero-test', { a: 50, b: 40 })], good.files);
    expect(lintErrors(bad.files).some((p) => p.file.endsWith(C1) && p.pointer.startsWith('/targeting/experiments/hero-test'))).toBe(true);
  });

  it('writes a jurisdiction field; the minimum age below the regulator floor is flagged', () => {
    const out = applied([jurisdictionEdit('casino1', ['licence', 'number'], 'PAGCOR-DEMO-0002')]);
    expect((out['jurisdiction'] as { licence: { number: string } }).licence.number).toBe('PAGCOR-DEMO-0002');
    const young = applied([jurisdictionEdit('casino1', ['minimumAge'], 16)]);
    expect(lintOf(young.files).some((p) => p.file.endsWith(C1) && p.pointer.startsWith('/jurisdiction'))).toBe(true);
  });
});

describe('copyRows and offeredLanguages', () => {
  it('marks the languages a key lacks among those offered', () => {
    expect(copyRows({ 'a.b': { EN: 'x', PHP: 'y' }, c: { EN: 'z' } }, ['EN', 'PHP', 'CN'])).toEqual([
      { key: 'a.b', texts: { EN: 'x', PHP: 'y' }, missing: ['CN'] },
      { key: 'c', texts: { EN: 'z' }, missing: ['PHP', 'CN'] },
    ]);
    expect(copyRows(undefined, ['EN'])).toEqual([]);
  });

  it('unions the recorded languages of the template sites, English first', () => {
    const sites = [
      { domain: 'a', languages: ['php', 'EN'] },
      { domain: 'b', languages: ['CN'] },
      { domain: 'c', languages: ['RUS'] },
    ];
    expect(offeredLanguages(sites, ['a', 'b'])).toEqual(['EN', 'PHP', 'CN']);
    expect(offeredLanguages(sites, [])).toEqual(['EN']);
  });

  it('sums weights', () => {
    expect(weightsSum({ a: 30, b: 70 })).toBe(100);
  });
});
