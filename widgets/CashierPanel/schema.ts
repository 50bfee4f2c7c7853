import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';
import { PAYMENT_METHOD_KINDS } from './payment-methods.ts';

/**
 * The wallet routes (/deposit, /withdrawal, /bank-details, /add-bank). §1 shows no contents and
 * §7 no payment calls, so none is invented: the operator's own cashier (a URL, embedded or linked)
 * when configured, else a clear way to reach support; and the site's banking information.
 */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: {
      description: 'Which wallet page this is: deposit, withdrawal, bank details or adding a bank.',
      enum: ['deposit', 'withdrawal', 'bank-details', 'add-bank'],
    },
    cashierUrl: {
      description: "The operator's hosted cashier (https://…); empty means none, and the panel shows how to reach support instead.",
      examples: ['https://cashier.example.com/deposit'],
      type: 'string',
      pattern: '^(https://[^\\s]+)?$',
      maxLength: 2000,
    },
    mode: {
      description:
        "Show the hosted cashier inside the page (`iframe`: the server's FRAME_ORIGINS must list its origin, the CSP frames no other) or as a link that opens it (`link`).",
      enum: ['iframe', 'link'],
    },
    iframeHeight: { description: 'Height of the embedded cashier in px, when `mode` is `iframe`.', type: 'integer', minimum: 320, maximum: 2000 },
    showBalance: { description: "Show the player's balance above the cashier.", type: 'boolean' },
    showBanking: { description: "Show the site's banking information (the CMS `banking` section) below the cashier.", type: 'boolean' },
    methods: {
      description:
        "The payment methods the brand offers, shown as the ones the player can use; config-lint's jurisdiction-pack refuses a kind the regulator bans (UKGC: credit cards).",
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['kind', 'name'],
        additionalProperties: false,
        properties: {
          kind: { description: 'What sort of method it is.', enum: PAYMENT_METHOD_KINDS },
          name: {
            description: 'Its name as players know it (a brand name: not translated).',
            type: 'string',
            minLength: 1,
            maxLength: 60,
            examples: ['Visa Debit'],
          },
        },
      },
    },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = {
  kind: 'deposit',
  cashierUrl: '',
  mode: 'link',
  iframeHeight: 640,
  showBalance: true,
  showBanking: true,
  methods: [],
} satisfies Partial<CashierPanelConfig>;

/** The props as a config writes them. */
export type CashierPanelConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type CashierPanelProps = WithDefaults<CashierPanelConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'load',
  defaults,
} satisfies WidgetManifest<CashierPanelConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = "The deposit/withdraw page's main content: a form and a cashier frame the player uses at once.";
