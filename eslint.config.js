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

/**
 * The operator wing's floors (docs/architecture.md "The operator wing"): the config engine (engine/:
 * the project model, lint, migrations, the studio's edit model, the diff, the config store and the
 * operator accounts) stands on schemas and the src layers below the app; the player server, the
 * CLIs (tools/) and the studio stand on it and never on one another.
 */
const wingZones = [
  { target: ['src/!(server)/**', 'widgets/**'], from: ['engine', 'studio'], message: 'Player code never imports engine/ or studio/.' },
  {
    target: 'src/server/!(proxy)/**',
    from: 'tools',
    message: 'src/server never imports tools/: what it shares with the CLIs lives in engine/ (only src/server/proxy/backend.ts starts the demo backend).',
  },
  { target: 'src/server/*.ts', from: 'tools', message: 'src/server never imports tools/: what it shares with the CLIs lives in engine/.' },
  {
    target: 'src/server/proxy/**',
    from: 'tools',
    except: ['./demo-backend'],
    message: 'src/server/proxy/backend.ts starts the embedded demo backend (tools/demo-backend) and imports nothing else of tools/.',
  },
  { target: 'tools', from: 'src/server', message: 'No tool imports src/server: what a CLI shares with the server lives in engine/.' },
  { target: 'engine', from: ['src/server', 'src/app', 'studio'], message: 'engine/ stands below the server, the studio and the CLIs.' },
  {
    target: 'studio',
    from: ['src/app', 'src/server', 'tools'],
    message: 'The studio imports neither src/app, src/server nor tools/: it talks to the operator API (engine/studio/contract.ts).',
  },
];

/** Code, not tests: engine/'s test harness may drive a CLI end to end, and a player test may start the demo backend. */
const engineCodeZones = [
  { target: 'engine', from: ['tools', 'tests', 'bench'], message: 'engine/ never imports tools/: the CLIs stand on the engine.' },
  // tests of player code may start the demo backend
  { target: ['src/!(server)/**', 'widgets/**'], from: 'tools', message: 'Player code never imports tools/.' },
];

const TESTS = [
  '**/*.test.{ts,tsx}',
  '**/test-harness.tsx',
  '**/test-support.ts',
  'tests/**',
  'engine/lint/rule-tester.ts',
  'engine/project/fixture-project.ts',
];

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
      'layering/no-restricted-paths': restrictedPaths([...layerZones, ...wingZones, ...engineCodeZones]),
    },
  },
  // Tests may start the demo backend; the layering and the wing's floors still hold for them.
  { files: TESTS, rules: { 'layering/no-restricted-paths': restrictedPaths([...layerZones, ...wingZones]) } },
  // The studio's store is built from slices (studio/state/slices/), so no one closure holds the whole store again.
  {
    files: ['studio/state/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  // Player code asks react-router for no fetcher: the browser build leaves router.fetch out (tools/vite-react-router-unused.ts).
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          name: 'react-router',
          importNames: ['useFetcher', 'useFetchers', 'useSubmit', 'Form'],
          message: "The player's browser build has no router.fetch (tools/vite-react-router-unused.ts): navigate, or call the API.",
        },
      ],
    },
  },
  // A config-lint rule reads files through its context (context.fs), so its tests can run in an in-memory project.
  {
    files: ['engine/lint/rules/*/index.ts'],
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
