import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, data, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { EMPTY_HYDRATION, EMPTY_SCRIPT, fillHydrationScript, hydrationScript } from './hydration-script.ts';
import { ROOT_ROUTE_ID } from './root-route.ts';

/** The script react-router itself writes for a context. */
function routerScript(context: StaticHandlerContext): string {
  const router = createStaticRouter([], context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} />);
  return /<script>(.*)<\/script>/s.exec(html)![1]!;
}

const shared = {
  messages: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`ui.key${i}`, `Text ${i} <b>&amp;</b> "quoted" \\ back \u2028 line 老虎机 😀`])),
  list: Array.from({ length: 50 }, (_, i) => ({
    id: i,
    name: `</script><script>alert(${i})</script>`,
    skipped: undefined,
    at: new Date(Date.UTC(2026, 0, i + 1)),
  })),
};

class TeapotError extends Error {
  override name = 'TeapotError';
}

async function contextFor(path: string, fresh: () => unknown) {
  const handler = createStaticHandler([
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      loader: () => ({
        shared,
        fresh: fresh(),
        nothing: undefined,
        fn: () => 1,
        sparse: Array.from({ length: 3 })
          .map((_, i) => i)
          .filter(() => true)
          .concat(new Array<number>(2)),
        deep: { a: { b: { c: { d: { e: { f: shared.list[0] } } } } } },
      }),
      children: [
        { id: 'page', index: true, loader: () => ({ again: shared.messages, n: Number.NaN, nested: [[shared.list]] }) },
        {
          id: 'missing',
          path: 'missing',
          loader: () => {
            throw data({ path: '/missing' }, { status: 404 });
          },
        },
        {
          id: 'broken',
          path: 'broken',
          loader: () => {
            throw new TeapotError('no coffee');
          },
        },
      ],
    },
  ]);
  const context = await handler.query(new Request(`http://casino1.localhost${path}`));
  if (context instanceof Response) throw new Error('unexpected response');
  return context;
}

/** What a script leaves in `window.__staticRouterHydrationData`. */
function valueOf(script: string): unknown {
  const window: { __staticRouterHydrationData?: unknown } = {};
  new Function('window', script)(window);
  return window.__staticRouterHydrationData;
}

describe('hydrationScript', () => {
  it("gives the browser react-router's value, renders after renders, with kept and fresh objects", async () => {
    let n = 0;
    for (const path of ['/', '/', '/missing', '/broken', '/']) {
      const context = await contextFor(path, () => ({ count: ++n, big: 'x'.repeat(600 + n) }));
      expect(valueOf(hydrationScript(context))).toEqual(valueOf(routerScript(context)));
    }
  });

  it('writes the JSON text itself, with nothing in it that could end the script element', async () => {
    const script = hydrationScript(await contextFor('/', () => ({ text: '</script><!-- & \u2028' })));
    expect(script).toMatch(/^window\.__staticRouterHydrationData = \{"loaderData":/);
    expect(script).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('keeps a __proto__ key a field, as JSON.parse does', async () => {
    const context = await contextFor('/', () => JSON.parse('{"__proto__":{"polluted":true}}') as unknown);
    expect(valueOf(hydrationScript(context))).toEqual(valueOf(routerScript(context)));
  });

  it('the empty slot is what the router writes for no data, and is filled in place', async () => {
    const context = { ...(await contextFor('/', () => null)), ...EMPTY_HYDRATION };
    expect(EMPTY_SCRIPT).toBe(routerScript(context));
    const filled = fillHydrationScript(`<p>${EMPTY_SCRIPT}</p>`, await contextFor('/', () => 1));
    expect(filled).toMatch(/^<p>window\.__staticRouterHydrationData = \{.*\};<\/p>$/s);
  });
});
