import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTES, parseArgs, targetsFor, UnknownRoute } from './args.ts';

const routes = [
  { path: '/', page: 'home' },
  { path: '/slots', page: 'slots' },
  { path: '/promotions', page: 'promotions' },
];

describe('preview arguments', () => {
  it('reads every flag, inline or as the next argument', () => {
    expect(parseArgs(['--template', 'casino1', '--port=4000', '--full-page', '--keep-modals', '--routes', 'home, /slots', '--screenshots', 'out'])).toEqual({
      template: 'casino1',
      port: 4000,
      fullPage: true,
      keepModals: true,
      routes: ['home', '/slots'],
      screenshots: 'out',
    });
    expect(parseArgs(['--template=slot2'])).toEqual({ template: 'slot2', routes: DEFAULT_ROUTES, fullPage: false, keepModals: false });
  });

  it('explains a usage mistake', () => {
    expect(parseArgs([])).toBe('--template is required');
    expect(parseArgs(['--template', 'casino1', '--port', 'abc'])).toBe('--port needs a port number (1-65535), not "abc"');
    expect(parseArgs(['--template', 'casino1', '--port', '70000'])).toMatch(/^--port needs a port number/);
    expect(parseArgs(['--template', 'casino1', '--port'])).toMatch(/^--port needs a port number/);
    expect(parseArgs(['--template', 'casino1', '--screenshots'])).toBe('--screenshots needs a value');
    expect(parseArgs(['--template', 'casino1', '--fullpage'])).toBe('unknown argument --fullpage');
  });

  it('maps page keys, paths of routes.json and 404 to paths', () => {
    expect(targetsFor(['home', '/slots', 'promotions', '404'], routes)).toEqual([
      { route: 'home', path: '/' },
      { route: 'slots', path: '/slots' },
      { route: 'promotions', path: '/promotions' },
      { route: '404', path: '/preview-404-no-such-route' },
    ]);
  });

  it('refuses a route routes.json does not have, with a suggestion', () => {
    expect(() => targetsFor(['home', 'slot'], routes)).toThrow(UnknownRoute);
    expect(() => targetsFor(['slot'], routes)).toThrow('unknown route "slot" in --routes: not a page or path of routes.json, nor 404; did you mean "slots"?');
    expect(() => targetsFor(['/nowhere'], routes)).toThrow(/unknown route "\/nowhere"/);
  });
});
