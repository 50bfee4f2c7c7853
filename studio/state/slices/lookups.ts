/**
 * What panels ask the operator API for and show themselves, without keeping it in the store: vitals,
 * the demo's sites, message keys, images and a preview link, each scoped by the draft and selection.
 */
import type { PreviewLink, TemplateSummary } from '../../../engine/studio/contract.ts';
import type { ApiTokenSummary, DemoSite, DemoSitePointed, Grant, VitalsAnswer } from '../../../schemas/operator-api.ts';
import type { ApiTokenCreated } from '../../../schemas/operator-api/answers.ts';
import type { MessageHit } from '../../api/client.ts';
import type { WebhookDelivery, WebhookSummary } from '../../../schemas/operator-api/webhooks.ts';
import type { Kit } from './kit.ts';

export interface LookupsSlice {
  /** real players' vitals of the selected template's sites (all the caller may view when none is selected) */
  vitals(): Promise<VitalsAnswer>;
  /** the demo's sites (null behind a real backend) and the live revision's templates they may wear */
  demoSites(): Promise<{ sites: DemoSite[] | null; live: TemplateSummary[] }>;
  /** points a demo site at a live template; answers once the player processes serve it */
  pointDemoSite(domain: string, theme_code: string, theme_color: string): Promise<DemoSitePointed>;
  /** message keys and their texts per language, for the inspector's message fields */
  searchMessages(query: string): Promise<MessageHit[]>;
  /** the site images an image prop may name */
  assets(): Promise<string[]>;
  /** a signed preview link for the open draft on `site` (the Preview panel's previewLink) */
  previewLink(site: string): Promise<PreviewLink>;
  // named API tokens (issue 50 part 5): the API tokens panel's
  tokens(): Promise<ApiTokenSummary[]>;
  createToken(name: string, grant: Grant, expiresInDays: number): Promise<ApiTokenCreated>;
  revokeToken(id: string): Promise<void>;
  // webhooks (issue 50 part 4)
  /** the webhooks and their newest deliveries, for the Webhooks panel (an admin over every template) */
  webhooks(): Promise<{ hooks: WebhookSummary[]; log: WebhookDelivery[] }>;
  /** queues a delivery again */
  redeliver(delivery: string): Promise<void>;
}

export function createLookupsSlice({ api, get }: Kit): LookupsSlice {
  return {
    vitals() {
      return api.vitals(get().selection.template ?? undefined);
    },

    async demoSites() {
      const [sites, live] = await Promise.all([api.demoSites(), api.catalog()]);
      return { sites, live: live.templates };
    },

    pointDemoSite(domain, theme_code, theme_color) {
      return api.pointDemoSite(domain, theme_code, theme_color);
    },

    searchMessages(query) {
      return api.searchMessages(query, get().draft?.id, get().selection.template ?? undefined);
    },

    assets() {
      return api.assets();
    },

    async previewLink(site) {
      const draft = get().draft;
      if (!draft) throw new Error('there is no draft to preview');
      return api.preview(draft.id, site);
    },

    tokens() {
      return api.tokens();
    },

    createToken(name, grant, expiresInDays) {
      return api.createToken(name, grant, expiresInDays);
    },

    revokeToken(id) {
      return api.revokeToken(id);
    },

    async webhooks() {
      const [hooks, log] = await Promise.all([api.webhooks(), api.webhookLog()]);
      return { hooks, log };
    },

    redeliver(delivery) {
      return api.redeliver(delivery);
    },
  };
}
