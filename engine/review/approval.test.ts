import { describe, expect, it } from 'vitest';
import { approvalNeeded, approvalVerdict, templatesRequiringApproval, type RegulatorLookup } from './approval.ts';
import { contentIdOf } from '../store/content-id.ts';
import type { Approval } from '../../schemas/operator-api/review.ts';

const template = (key: string, extra: Record<string, unknown> = {}) => [`templates/${key}.json`, JSON.stringify({ version: 1, key, ...extra })] as const;

const files = Object.fromEntries([
  template('_casino', { publishing: { approval: 'required' } }),
  template('casino1', { extends: '_casino' }),
  template('casino2', { extends: '_casino', publishing: { approval: 'optional' } }),
  template('slot1', { jurisdiction: { regulator: 'strict', licence: { number: '1', licensee: 'Demo' } } }),
  template('slot2', { publishing: { approval: 'optional' }, jurisdiction: { regulator: 'strict', licence: { number: '2', licensee: 'Demo' } } }),
  template('slot3', { jurisdiction: { regulator: 'lenient', licence: { number: '3', licensee: 'Demo' } } }),
  ['pages/home.json', '{}'],
]);

const regulators: RegulatorLookup = (id) => (id === 'strict' ? { publishingApproval: 'required' } : id === 'lenient' ? {} : undefined);

const approval = (by: string, content: Record<string, string>, templates: string[]): Approval => ({
  by,
  at: '2026-12-06T10:00:00.000Z',
  contentId: contentIdOf(content),
  templates,
});

describe('templatesRequiringApproval', () => {
  it('follows extends, lets a brand lift its base’s requirement, and adds what a regulator requires whatever the template says', () => {
    expect(templatesRequiringApproval(files, regulators)).toEqual(['_casino', 'casino1', 'slot1', 'slot2']);
  });

  it('the shipped regulators require nothing of the shipped demo brands unless their data says so', () => {
    expect(templatesRequiringApproval(Object.fromEntries([template('casino9', { jurisdiction: { regulator: 'pagcor' } })]))).toEqual([]);
  });

  it('a template that does not parse, or whose chain is broken, is judged on what it has', () => {
    const broken = { 'templates/a.json': '{', ...Object.fromEntries([template('b', { extends: 'missing', publishing: { approval: 'required' } })]) };
    expect(templatesRequiringApproval(broken, regulators)).toEqual(['b']);
  });
});

describe('approvalNeeded', () => {
  it('only the touched templates, before or after the change: turning the requirement off needs an approval too', () => {
    expect(approvalNeeded(files, files, ['casino1', 'casino2'], regulators)).toEqual(['casino1']);
    expect(approvalNeeded(files, files, '*', regulators)).toEqual(['_casino', 'casino1', 'slot1', 'slot2']);
    const lifted = { ...files, ...Object.fromEntries([template('casino1', { extends: '_casino', publishing: { approval: 'optional' } })]) };
    expect(approvalNeeded(files, lifted, ['casino1'], regulators)).toEqual(['casino1']);
    expect(approvalNeeded(files, files, ['slot3'], regulators)).toEqual([]);
  });
});

describe('approvalVerdict', () => {
  const draft = { files, editors: ['ed'] };

  it('nothing needed: ok without any approval', () => {
    expect(approvalVerdict(draft, [], [])).toEqual({ ok: true });
  });

  it('needed and none given: approvalRequired naming the templates', () => {
    expect(approvalVerdict(draft, [], ['casino1', '_casino'])).toEqual({ ok: false, error: 'approvalRequired', templates: ['_casino', 'casino1'] });
  });

  it('an approval of the draft’s current files by a non-editor covering every template: ok', () => {
    const given = approval('pub', files, ['casino1']);
    expect(approvalVerdict(draft, [given], ['casino1'])).toEqual({ ok: true, approval: given });
  });

  it('bound to the content: an edit after the approval makes it stale', () => {
    const given = approval('pub', files, ['casino1']);
    const edited = { ...draft, files: { ...files, 'pages/home.json': '{"edited":true}' } };
    expect(approvalVerdict(edited, [given], ['casino1'])).toEqual({ ok: false, error: 'approvalStale', templates: ['casino1'], approval: given });
    // the edit undone, the approval holds again: it approved those exact files
    expect(approvalVerdict(draft, [given], ['casino1'])).toMatchObject({ ok: true });
  });

  it('an editor’s own approval counts for nothing, even one given before they edited', () => {
    expect(approvalVerdict(draft, [approval('ed', files, ['casino1'])], ['casino1'])).toMatchObject({ ok: false, error: 'approvalRequired' });
    const before = approval('pub', files, ['casino1']);
    expect(approvalVerdict({ files, editors: ['ed', 'pub'] }, [before], ['casino1'])).toMatchObject({ ok: false, error: 'approvalRequired' });
  });

  it('an approval that does not cover every template needing one is not enough', () => {
    expect(approvalVerdict(draft, [approval('pub', files, ['casino1'])], ['casino1', 'slot1'])).toMatchObject({
      ok: false,
      error: 'approvalRequired',
      templates: ['casino1', 'slot1'],
    });
  });
});
