import type { AuthEntry, Scheme } from '../../schemas/template.ts';
import type { Node } from '../../schemas/node.ts';
import type { Breakpoint } from '../render/types.ts';
import type { TemplatePatches } from './node-patch.ts';
import type { BrandMessages } from '../i18n/brand-messages.ts';
import type { TemplateRoutes } from '../../schemas/template-routes.ts';
import type { SiteJurisdiction } from './jurisdiction.ts';
import type { Targeting } from '../../schemas/targeting.ts';

export interface LayoutFile {
  version: 1;
  name: string;
  description?: string;
  root: Node;
}

export interface PageFile {
  version: 1;
  title?: string;
  root: Node;
}

/** A template after its `extends` chain is applied: everything the renderer needs. */
export interface ResolvedTemplate {
  key: string;
  family: 'casino' | 'slot' | 'sportsbook';
  label: string;
  layout: string;
  breakpoints: Breakpoint[];
  schemes: Record<string, Scheme>;
  authEntry: AuthEntry;
  pages: Record<string, { root: Node }>;
  /** node patches of shared pages and layouts, by tree name and node id */
  patches?: TemplatePatches;
  /** the template's own copy (`messages`, merged down `extends`), compiled: props name it `brand.<key>` */
  messages?: BrandMessages;
  /** its own routes and the shared ones it hides, by path (src/config/route-table.ts) */
  routes?: TemplateRoutes;
  /** its regulator and licence with the regulator's requirements filled in (issue 31, docs/compliance.md) */
  jurisdiction?: SiteJurisdiction;
  /** its time zone and experiments (docs/targeting.md) */
  targeting?: Targeting;
}
