import { describe, expect, it } from 'vitest';
import { OPERATOR_ENDPOINTS } from '../../../../schemas/operator-api/endpoints.ts';
import { accountPasswordHandlers } from './account-password.ts';
import { accountHandlers } from './accounts.ts';
import { auditHandlers } from './audit.ts';
import { authHandlers } from './auth.ts';
import { demoSiteHandlers } from './demo-sites.ts';
import { draftHandlers } from './drafts.ts';
import { operatorRoutes } from './index.ts';
import { previewHandlers } from './preview.ts';
import { publishHandlers } from './publish.ts';
import { revisionHandlers } from './revisions.ts';
import { studioHandlers } from './studio.ts';
import { vitalsHandlers } from './vitals.ts';
import { tokenHandlers } from './tokens.ts';
import { scheduleHandlers } from './schedules.ts';
import { ssoHandlers } from './sso.ts';
import { reviewHandlers } from './review.ts';
import { webhookHandlers } from './webhooks.ts';
import { presenceHandlers } from './presence.ts';
import { secondFactorHandlers } from './second-factor.ts';
import { complianceImpactHandlers } from './compliance-impact.ts';
// compliance seen in the field (issue 52 part 3)
import { complianceSeenHandlers } from './compliance-seen.ts';
import { revisionPreviewHandlers } from './revision-preview.ts';

const modules = [
  accountPasswordHandlers,
  accountHandlers,
  auditHandlers,
  authHandlers,
  demoSiteHandlers,
  draftHandlers,
  previewHandlers,
  publishHandlers,
  revisionHandlers,
  studioHandlers,
  vitalsHandlers,
  tokenHandlers,
  scheduleHandlers,
  ssoHandlers,
  reviewHandlers,
  webhookHandlers,
  presenceHandlers,
  secondFactorHandlers,
  complianceImpactHandlers,
  complianceSeenHandlers,
  revisionPreviewHandlers,
];

describe('the operator routes', () => {
  it('every endpoint of the table has exactly one handler, and every handler an endpoint', () => {
    const handlers = modules.flatMap((m) => Object.keys(m));
    const counts = new Map<string, number>();
    for (const name of handlers) counts.set(name, (counts.get(name) ?? 0) + 1);
    expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
    expect([...counts.keys()].sort()).toEqual(Object.keys(OPERATOR_ENDPOINTS).sort());
  });

  it('are the table, in its order, each body-reading endpoint with its precompiled validator', () => {
    expect(operatorRoutes.map((r) => r.name)).toEqual(Object.keys(OPERATOR_ENDPOINTS));
    for (const route of operatorRoutes) {
      const endpoint = OPERATOR_ENDPOINTS[route.name as keyof typeof OPERATOR_ENDPOINTS];
      expect({ method: route.method, pattern: route.pattern, action: route.action, needs: route.needs, scope: route.scope }).toEqual({
        method: endpoint.method,
        pattern: endpoint.path,
        action: endpoint.action,
        needs: endpoint.needs,
        scope: endpoint.scope,
      });
      expect(typeof route.validate, route.name).toBe(endpoint.request === null ? 'object' : 'function');
    }
  });

  it('no two endpoints share a method and path, and a fixed segment comes before a parameter in its place', () => {
    const keys = operatorRoutes.map((r) => `${r.method} ${r.pattern}`);
    expect(new Set(keys).size).toBe(keys.length);
    const live = keys.indexOf('GET /api/revisions/live');
    expect(live).toBeGreaterThanOrEqual(0);
    expect(live).toBeLessThan(keys.indexOf('GET /api/revisions/:id'));
  });
});
