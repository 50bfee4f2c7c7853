import { OPERATOR_ENDPOINTS, type OperatorEndpointName, type OperatorRequestOf } from '../../../../schemas/operator-api/endpoints.ts';
import { requestValidatorName } from '../../../../schemas/operator-api/requests.ts';
import * as validators from '../../../../schemas/generated/operator-validators.js';
import type { Validator } from '../../../../schemas/validator-types.ts';
import type { Handler, Handlers, Route } from '../context.ts';
import { accountPasswordHandlers } from './account-password.ts';
import { accountHandlers } from './accounts.ts';
import { auditHandlers } from './audit.ts';
import { authHandlers } from './auth.ts';
import { demoSiteHandlers } from './demo-sites.ts';
import { draftHandlers } from './drafts.ts';
import { previewHandlers } from './preview.ts';
import { publishHandlers } from './publish.ts';
import { revisionHandlers } from './revisions.ts';
import { reviewHandlers } from './review.ts';
import { studioHandlers } from './studio.ts';
import { vitalsHandlers } from './vitals.ts';
import { tokenHandlers } from './tokens.ts';
import { scheduleHandlers } from './schedules.ts';
import { ssoHandlers } from './sso.ts';
import { webhookHandlers } from './webhooks.ts';
import { secondFactorHandlers } from './second-factor.ts';
import { presenceHandlers } from './presence.ts';

/** One handler for each endpoint of the table. */
export const operatorHandlers: Handlers = {
  ...authHandlers,
  ...accountPasswordHandlers,
  ...revisionHandlers,
  ...draftHandlers,
  ...previewHandlers,
  ...publishHandlers,
  ...accountHandlers,
  ...auditHandlers,
  ...demoSiteHandlers,
  ...studioHandlers,
  ...vitalsHandlers,
  ...tokenHandlers,
  ...scheduleHandlers,
  ...ssoHandlers,
  ...reviewHandlers,
  ...webhookHandlers,
  ...secondFactorHandlers,
  ...presenceHandlers,
};

const compiled: Readonly<Record<string, Validator | undefined>> = validators;

function routeOf<N extends OperatorEndpointName>(name: N, handler: Handler<N>): Route {
  const endpoint = OPERATOR_ENDPOINTS[name];
  const validate = endpoint.request === null ? null : compiled[requestValidatorName(name)];
  if (validate === undefined) throw new Error(`${name}: no precompiled body validator (npm run build:schemas)`);
  return {
    name,
    method: endpoint.method,
    pattern: endpoint.path,
    action: endpoint.action,
    needs: endpoint.needs,
    scope: endpoint.scope,
    validate,
    stepUp: 'stepUp' in endpoint && endpoint.stepUp === true,
    // the server checked the body with this endpoint's validator
    handle: (ctx, body) => handler(ctx, body as OperatorRequestOf<N>),
  };
}

/** Every operator API route, in the table's order: the first that matches a method and path answers. */
export const operatorRoutes: readonly Route[] = (Object.keys(OPERATOR_ENDPOINTS) as OperatorEndpointName[]).map(<N extends OperatorEndpointName>(name: N) =>
  routeOf(name, operatorHandlers[name]),
);
