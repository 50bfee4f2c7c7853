import type { Route } from '../context.ts';
import { accountRoutes } from './accounts.ts';
import { auditRoutes } from './audit.ts';
import { authRoutes } from './auth.ts';
import { demoSiteRoutes } from './demo-sites.ts';
import { draftRoutes } from './drafts.ts';
import { previewRoutes } from './preview.ts';
import { publishRoutes } from './publish.ts';
import { revisionRoutes } from './revisions.ts';
import { studioRoutes } from './studio.ts';
import { vitalsRoutes } from './vitals.ts';

/** Every operator API route; the first that matches a method and path answers. */
export const operatorRoutes: readonly Route[] = [
  ...authRoutes,
  ...revisionRoutes,
  ...draftRoutes,
  ...previewRoutes,
  ...publishRoutes,
  ...accountRoutes,
  ...auditRoutes,
  ...demoSiteRoutes,
  ...studioRoutes,
  ...vitalsRoutes,
];
