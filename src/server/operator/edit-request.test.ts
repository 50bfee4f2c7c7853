import { describe, expect, it } from 'vitest';
import { validateDraftsEditsRequest } from '../../../schemas/generated/operator-validators.js';
import { MAX_EDITS } from '../../../schemas/operator-api/edits.ts';
import type { OperatorRequestOf } from '../../../schemas/operator-api/endpoints.ts';
import { editRequestOf as fromChecked } from './edit-request.ts';
import { OperatorError } from './http.ts';
import { checkedBody } from './request-body.ts';

/** The body as the server reads it: checked by the table's validator, then made the model's request. */
const editRequestOf = (body: unknown) => fromChecked(checkedBody<OperatorRequestOf<'draftsEdits'>>(validateDraftsEditsRequest, body));

const node = { template: 'casino1', page: 'home', node: 'page:/children/1' };

function refusal(body: Record<string, unknown>): string {
  try {
    editRequestOf(body);
  } catch (error) {
    if (error instanceof OperatorError && error.status === 400) return String(error.extra['field']);
    throw error;
  }
  throw new Error('accepted');
}

describe('editRequestOf', () => {
  it('reads every kind of edit, keeping only the fields of its kind', () => {
    const request = editRequestOf({
      version: 3,
      view: { template: 'casino1', page: 'home' },
      edits: [
        { op: 'setProp', ...node, prop: 'columns', value: 3, breakpoint: 'mobile', extra: 'dropped' },
        { op: 'resetProp', ...node, prop: 'columns' },
        { op: 'setWhen', ...node, when: { auth: 'guest' } },
        { op: 'setWhen', ...node, when: null },
        { op: 'insert', template: 'casino1', page: 'home', widget: 'Heading', target: 'page:', position: 'lastIn', props: { text: 'ui.hotGames' } },
        { op: 'move', ...node, target: 'page:/children/0', position: 'before' },
        { op: 'duplicate', ...node },
        { op: 'remove', ...node },
        { op: 'giveId', ...node, id: 'hot-games' },
        { op: 'setTemplate', template: 'casino1', pointer: '/label', value: 'Casino One' },
        { op: 'setTemplate', template: 'casino1', pointer: '/label' },
        { op: 'cloneTemplate', from: 'casino1', key: 'casino10', label: 'Casino 10' },
      ],
    });
    expect(request.version).toBe(3);
    expect(request.view).toEqual({ template: 'casino1', page: 'home' });
    expect(request.edits[0]).toEqual({ op: 'setProp', ...node, prop: 'columns', value: 3, breakpoint: 'mobile' });
    expect(request.edits[2]).toEqual({ op: 'setWhen', ...node, when: { auth: 'guest' } });
    expect(request.edits[10]).toEqual({ op: 'setTemplate', template: 'casino1', pointer: '/label' });
    expect(request.edits[11]).toEqual({ op: 'cloneTemplate', from: 'casino1', key: 'casino10', label: 'Casino 10' });
    expect(request.edits.map((e) => e.op)).toHaveLength(12);
  });

  it('takes every `when` rule the node schema allows', () => {
    const whens = [
      { auth: 'player' },
      { flag: '!vip_lounge' },
      { markets: ['PH'] },
      { languages: ['EN'] },
      { breakpoints: ['mobile', 'tablet'] },
      { currencies: ['PHP'] },
      { vip: { min: 'Gold' } },
      { vip: { min: 'Silver', max: 'Gold' } },
      { from: '2027-01-01T00:00', until: '2027-01-02T00:00' },
      { experiment: { id: 'hero-test', variant: 'b' } },
    ];
    for (const when of whens)
      expect(editRequestOf({ version: 1, edits: [{ op: 'setWhen', ...node, when }] }).edits[0]).toEqual({ op: 'setWhen', ...node, when });
  });

  it('takes a value of the right shape that the config schema refuses: the draft lint judges it', () => {
    const when = { languages: ['en'], markets: ['ph'], flag: 'Bad Flag' };
    expect(editRequestOf({ version: 1, edits: [{ op: 'setWhen', ...node, when }] }).edits[0]).toEqual({ op: 'setWhen', ...node, when });
  });

  it('names the field and what it must be in the message', () => {
    const message = (body: Record<string, unknown>) => {
      try {
        editRequestOf(body);
      } catch (error) {
        if (error instanceof OperatorError) return error.message;
      }
      return 'accepted';
    };
    expect(message({ version: 1, edits: [{ op: 'explode', ...node }] })).toBe(
      'edits[0].op must be one of setProp, resetProp, setWhen, insert, move, duplicate, remove, giveId, setTemplate, cloneTemplate',
    );
    expect(message({ version: 1, edits: [{ op: 'setWhen', ...node, when: { auth: 'admin' } }] })).toBe('edits[0].when.auth must be one of "player", "guest"');
    expect(message({ version: 1, edits: [{ op: 'remove', template: 'casino1', page: 'home' }] })).toBe('edits[0].node is required');
  });

  it('a wrong field is a 400 naming it', () => {
    expect(refusal({ edits: [{ op: 'remove', ...node }] })).toBe('version');
    expect(refusal({ version: 1.5, edits: [{ op: 'remove', ...node }] })).toBe('version');
    expect(refusal({ version: 1, edits: [] })).toBe('edits');
    expect(refusal({ version: 1, edits: 'remove' })).toBe('edits');
    expect(refusal({ version: 1, edits: Array(MAX_EDITS + 1).fill({ op: 'remove', ...node }) })).toBe('edits');
    expect(refusal({ version: 1, edits: [{ op: 'explode', ...node }] })).toBe('edits[0].op');
    expect(refusal({ version: 1, edits: [{ op: 'remove', ...node }, 'x'] })).toBe('edits[1]');
    expect(refusal({ version: 1, edits: [{ op: 'remove', template: 'casino1', page: 'home' }] })).toBe('edits[0].node');
    expect(refusal({ version: 1, edits: [{ op: 'setProp', ...node, prop: 'columns' }] })).toBe('edits[0].value');
    expect(refusal({ version: 1, edits: [{ op: 'setProp', ...node, prop: 'x'.repeat(301), value: 1 }] })).toBe('edits[0].prop');
    expect(refusal({ version: 1, edits: [{ op: 'setProp', ...node, prop: 'columns', value: 1, breakpoint: 7 }] })).toBe('edits[0].breakpoint');
    expect(refusal({ version: 1, edits: [{ op: 'move', ...node, target: 'page:', position: 'inside' }] })).toBe('edits[0].position');
    expect(refusal({ version: 1, edits: [{ op: 'setWhen', ...node, when: { auth: 'admin' } }] })).toBe('edits[0].when.auth');
    expect(refusal({ version: 1, edits: [{ op: 'setWhen', ...node, when: { role: 'x' } }] })).toBe('edits[0].when.role');
    expect(refusal({ version: 1, edits: [{ op: 'setWhen', ...node, when: { flag: 7 } }] })).toBe('edits[0].when.flag');
    expect(refusal({ version: 1, edits: [{ op: 'setWhen', ...node, when: { markets: 'PH' } }] })).toBe('edits[0].when.markets');
    expect(refusal({ version: 1, edits: [{ op: 'setWhen', ...node, when: { vip: {} } }] })).toBe('edits[0].when.vip');
    expect(refusal({ version: 1, edits: [{ op: 'setWhen', ...node, when: { experiment: { id: 'hero' } } }] })).toBe('edits[0].when.experiment.variant');
    expect(refusal({ version: 1, edits: [{ op: 'setWhen', ...node }] })).toBe('edits[0].when');
    expect(refusal({ version: 1, edits: [{ op: 'insert', ...node, widget: 'Heading', target: 'page:', position: 'lastIn', props: [] }] })).toBe(
      'edits[0].props',
    );
    expect(refusal({ version: 1, edits: [{ op: 'remove', ...node }], view: { template: 'casino1' } })).toBe('view.page');
    expect(refusal({ version: 1, edits: [{ op: 'remove', ...node }], colour: 'red' })).toBe('colour');
    expect(refusal({ version: 1, edits: [{ op: 'giveId', ...node, id: 7 }] })).toBe('edits[0].id');
    expect(editRequestOf({ version: 1, edits: [{ op: 'giveId', ...node, id: '' }] }).edits[0]).toEqual({ op: 'giveId', ...node, id: '' });
  });
});
