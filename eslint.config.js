import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layering from './tools/eslint/layering.js';

/**
 * The layering (docs/architecture.md), checked on resolved paths so the depth of `../` does not matter.
 * From the bottom: schemas; src/lib (pure helpers); src/api; the other src layers (render, config,
 * viewport, state, i18n, ui, chat), which may use one another; src/session; src/auth;
 * widgets/_shared; each widget's own folder; src/app (the composition root); src/server.
 * A layer imports only layers below it. Player code (src, widgets) never imports tools/.
 */
const root = import.meta.dirname;
const CORE = ['render', 'config', 'viewport', 'state', 'i18n', 'ui', 'chat'];
const ABOVE_CORE = ['src/session', 'src/auth', 'src/app', 'src/server', 'widgets'];
const widgetNames = readdirSync(join(root, 'widgets'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== '_shared')
  .map((d) => d.name);

const layerZones = [
  { target: 'src/lib', from: 'src', except: ['./lib'], message: 'src/lib holds pure helpers: it imports no other src layer.' },
  { target: 'src/api', from: 'src', except: ['./api', './lib'], message: 'src/api imports only src/lib among the src layers.' },
  ...CORE.map((layer) => ({ target: `src/${layer}`, from: ABOVE_CORE, message: `src/${layer} is below session, auth, widgets, app and server.` })),
  { target: 'src/session', from: ['src/auth', 'src/app', 'src/server', 'widgets'], message: 'src/session is below auth, widgets, app and server.' },
  { target: 'src/auth', from: ['src/app', 'src/server', 'widgets'], message: 'src/auth is below widgets, app and server.' },
  {
    target: 'src/app/!(entry-client.tsx|entry-server.tsx)',
    from: 'widgets',
    message: 'Only the two entry files hand the widget registry to the renderer; the rest of src/app names no widget.',
  },
  { target: 'src/app/*/**', from: 'widgets', message: 'Only the two entry files import widgets.' },
  { target: 'src/app', from: 'src/server', message: 'src/app renders; src/server responds and imports src/app, not the other way round.' },
  // the studio (issue 30) is the operators' own bundle: nothing of the player app or its server reaches it
  {
    target: 'studio',
    from: ['src/app', 'src/server'],
    message: 'The studio imports neither src/app nor src/server: it talks to the operator API (tools/studio/contract.ts).',
  },
  { target: 'widgets/_shared', from: ['src/app', 'src/server'], message: 'Widget code imports the src layers below the app, not src/app or src/server.' },
  { target: 'widgets/_shared', from: 'widgets', except: ['./_shared'], message: 'widgets/_shared serves every widget and imports none.' },
  { target: 'widgets/!(_shared)/**', from: ['src/app', 'src/server'], message: 'Widgets import the src layers below the app, not src/app or src/server.' },
  // one zone per widget folder on disk, so a new widget is covered the first time lint runs
  ...widgetNames.map((name) => ({
    target: `widgets/${name}`,
    from: 'widgets',
    except: [`./${name}`, './_shared'],
    message: "A widget imports its own folder and widgets/_shared, never another widget's folder (move what they share to widgets/_shared).",
  })),
];

const playerToolsZones = [
  { target: ['src/!(server)/**', 'widgets/**'], from: 'tools', message: 'Player code never imports tools/.' },
  // Two doors: src/server/backend.ts starts the embedded demo backend, and src/server/configs.ts reads
  // the site configs through config-lint's gate (the server serves only a set the lint passes).
  {
    target: 'src/server/!(backend.ts|configs.ts)',
    from: 'tools',
    message: 'Player code never imports tools/ (only src/server/backend.ts starts the demo backend; only src/server/configs.ts uses the config-lint gate).',
  },
  {
    target: 'src/server/configs.ts',
    from: 'tools',
    except: ['./config-lint/gate.ts'],
    message: 'src/server/configs.ts imports only the config-lint gate from tools/.',
  },
  // the operator surface reaches the studio's model, lint view and pickers (and the gate's settings) by one door
  {
    // its test doubles (test-support/) stand in for the store and may use the tools like tests do
    target: ['src/server/operator/!(studio-tools.ts|test-support)', 'src/server/operator/routes/**'],
    from: 'tools',
    message: 'src/server/operator reaches tools/ only through src/server/operator/studio-tools.ts.',
  },
  {
    target: 'src/server/operator/studio-tools.ts',
    from: 'tools',
    except: ['./studio', './config-lint/gate.ts'],
    message: 'src/server/operator/studio-tools.ts imports only the studio model (tools/studio) and the config-lint gate from tools/.',
  },
  // the config store's publisher and loader judge sets in memory through the same gate, by one door
  { target: 'src/server/store/!(gate.ts)', from: 'tools', message: 'src/server/store reaches the config-lint gate only through src/server/store/gate.ts.' },
  {
    target: 'src/server/store/gate.ts',
    from: 'tools',
    except: ['./config-lint/gate.ts'],
    message: 'src/server/store/gate.ts imports only the config-lint gate from tools/.',
  },
];

const TESTS = ['**/*.test.{ts,tsx}', '**/test-harness.tsx', '**/test-support.ts', 'tests/**'];

const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'out/**', 'data/**', 'node_modules/**', 'schemas/generated/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { layering },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // the house marks a deliberately unused binding with a leading underscore
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'layering/no-restricted-paths': restrictedPaths([...layerZones, ...playerToolsZones]),
    },
  },
  // Tests may start the demo backend; the layering still holds for them.
  { files: TESTS, rules: { 'layering/no-restricted-paths': restrictedPaths(layerZones) } },
  // The studio's store is built from slices (studio/state/slices/), so no one closure holds the whole store again.
  {
    files: ['studio/state/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  // A config-lint rule reads files through its context (context.fs), so its tests can run in an in-memory project.
  {
    files: ['tools/config-lint/rules/*/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['fs', 'node:fs', 'fs/promises', 'node:fs/promises'].map((name) => ({
          name,
          message: 'A config-lint rule reads files through context.fs, never the file system.',
        })),
      ],
    },
  },
);
