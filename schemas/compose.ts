import { nodeFieldsSchema } from './node.ts';
import { layoutSchema, pageSchema } from './layout.ts';
import { templateSchema } from './template.ts';
import { routesSchema } from './routes.ts';
import { startupResponseSchema } from './api/startup.ts';
import { hotGamesResponseSchema } from './api/game.ts';
import { balanceResponseSchema, loginResponseSchema, statusResponseSchema, vipLadderResponseSchema, vipResponseSchema } from './api/auth.ts';
import { favListResponseSchema, listResponseSchema, valueResponseSchema } from './api/home.ts';
import { analyticsResponseSchema, partnersResponseSchema, seoResponseSchema } from './api/settings.ts';
import type { WidgetSchemaEntry } from './widget-schemas.ts';
import { annotateProps, applyDocs, overrideExample } from './annotate.ts';
import { configDocs } from './config-docs.ts';
import { OUTLET } from './outlet.ts';

type Json = Record<string, unknown>;

/** A props schema with `required` dropped, for `at[breakpoint]` overrides (docs/architecture.md, the config model). */
function partial(schema: Json): Json {
  const { required: _dropped, ...rest } = schema;
  return rest;
}

/**
 * The node schema with every registered widget's props schema wired in, so one validator
 * checks widget names, props and every `at` override with exact JSON pointers.
 */
export function composeNodeSchema(widgets: WidgetSchemaEntry[]): Json {
  const names = [OUTLET, ...widgets.map((w) => w.name)];
  return {
    $id: 'node',
    ...nodeFieldsSchema,
    properties: {
      ...nodeFieldsSchema.properties,
      widget: { enum: names },
      children: { type: 'array', items: { $ref: 'node' } },
    },
    allOf: [
      {
        if: { required: ['widget'], properties: { widget: { const: OUTLET } } },
        then: { not: { anyOf: [{ required: ['props'] }, { required: ['at'] }, { required: ['children'] }] } },
      },
      ...widgets.map((w) => {
        const props = annotateProps(w.propsSchema, w.defaults);
        return {
          if: { required: ['widget'], properties: { widget: { const: w.name } } },
          then: {
            properties: {
              props: { ...props, description: `Props of ${w.name} (widgets/${w.name}/); what is left out takes its default.`, examples: [w.defaults] },
              at: {
                type: 'object',
                additionalProperties: partial(props),
                description: `${w.name} props per breakpoint name: each applies from that breakpoint's min-width up.`,
                examples: [{ desktop: overrideExample(w.propsSchema, w.defaults) }],
              },
            },
          },
        };
      }),
    ],
  };
}

/**
 * Every generated schema by name. The config schemas carry editors' help (descriptions, defaults,
 * examples: annotations, which no validator acts on).
 */
export function composeSchemas(widgets: WidgetSchemaEntry[]): Record<string, Json> {
  const pageTree = { type: 'object', required: ['root'], properties: { root: { $ref: 'node' } } };
  const config: Record<string, Json> = {
    node: composeNodeSchema(widgets),
    layout: { $id: 'layout', ...layoutSchema },
    page: { $id: 'page', ...pageSchema },
    template: {
      $id: 'template',
      ...templateSchema,
      properties: { ...templateSchema.properties, pages: { type: 'object', additionalProperties: pageTree } },
    },
    routes: { $id: 'routes', ...routesSchema },
  };
  return {
    ...Object.fromEntries(Object.entries(config).map(([name, schema]) => [name, applyDocs(schema, configDocs[name] ?? {}, name)])),
    startupResponse: { $id: 'startupResponse', ...startupResponseSchema },
    hotGamesResponse: { $id: 'hotGamesResponse', ...hotGamesResponseSchema },
    statusResponse: { $id: 'statusResponse', ...statusResponseSchema },
    loginResponse: { $id: 'loginResponse', ...loginResponseSchema },
    balanceResponse: { $id: 'balanceResponse', ...balanceResponseSchema },
    vipResponse: { $id: 'vipResponse', ...vipResponseSchema },
    vipLadderResponse: { $id: 'vipLadderResponse', ...vipLadderResponseSchema },
    favListResponse: { $id: 'favListResponse', ...favListResponseSchema },
    listResponse: { $id: 'listResponse', ...listResponseSchema },
    valueResponse: { $id: 'valueResponse', ...valueResponseSchema },
    partnersResponse: { $id: 'partnersResponse', ...partnersResponseSchema },
    analyticsResponse: { $id: 'analyticsResponse', ...analyticsResponseSchema },
    seoResponse: { $id: 'seoResponse', ...seoResponseSchema },
  };
}
