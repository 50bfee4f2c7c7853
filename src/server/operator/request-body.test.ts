import { describe, expect, it } from 'vitest';
import {
  validateAccountsUpdateRequest,
  validateDemoSitesPointRequest,
  validateDraftsCreateRequest,
  validateLoginRequest,
  validatePublishRequest,
} from '../../../schemas/generated/operator-validators.js';
import type { Validator } from '../../../schemas/validator-types.ts';
import { OperatorError } from './http.ts';
import { checkedBody, fieldOf } from './request-body.ts';

function refused(validate: Validator, body: unknown): { message: string; field: unknown } {
  try {
    checkedBody(validate, body);
  } catch (error) {
    if (error instanceof OperatorError && error.status === 400) return { message: error.message, field: error.extra['field'] };
    throw error;
  }
  throw new Error('accepted');
}

describe('a request body checked by its schema', () => {
  it('names a JSON pointer as the field the studio and the CLI show', () => {
    expect(fieldOf('')).toBe('');
    expect(fieldOf('/edits/0/when/markets/1')).toBe('edits[0].when.markets[1]');
    expect(fieldOf('/files/templates~1casino1.json')).toBe('files.templates/casino1.json');
  });

  it('refuses a body 400 naming the first wrong field and what it must be', () => {
    expect(refused(validateLoginRequest, { password: 'x' })).toEqual({ message: 'name is required', field: 'name' });
    expect(refused(validateLoginRequest, { name: 'ann', password: 7 })).toEqual({ message: 'password must be string', field: 'password' });
    expect(refused(validateDemoSitesPointRequest, { theme_code: '_casino', theme_color: 'color1-1' })).toEqual({
      message: 'theme_code must be a template key: lowercase letters then digits (a family base is never a site’s)',
      field: 'theme_code',
    });
    expect(refused(validateAccountsUpdateRequest, {})).toEqual({
      message: 'the body must be one of grants, disabled or password: something to change',
      field: 'body',
    });
    expect(refused(validateAccountsUpdateRequest, { role: 'admin' })).toEqual({ message: 'the body has no field role', field: 'role' });
    expect(refused(validateDraftsCreateRequest, { files: { '../etc/passwd.json': '{}' } })).toMatchObject({ field: 'files' });
    expect(refused(validateDraftsCreateRequest, { files: { 'templates/.hidden.json': '{}' } })).toMatchObject({ field: 'files' });
    expect(refused(validateDraftsCreateRequest, { files: { 'templates/casino1.json': 1 } })).toMatchObject({ field: 'files.templates/casino1.json' });
  });

  it('publishes a draft by id, or files on a parent: one of the two is required', () => {
    expect(checkedBody(validatePublishRequest, { message: 'm', draft: 'd1' })).toEqual({ message: 'm', draft: 'd1' });
    expect(checkedBody(validatePublishRequest, { message: 'm', files: { 'routes.json': '{}' }, parent: 'live' })).toMatchObject({ parent: 'live' });
    expect(refused(validatePublishRequest, { message: 'm', files: { 'routes.json': '{}' } })).toEqual({ message: 'parent is required', field: 'parent' });
    expect(refused(validatePublishRequest, { draft: 'd1' })).toEqual({ message: 'message is required', field: 'message' });
  });
});
