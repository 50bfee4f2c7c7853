import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Where the client finds the map of this build (src/app/platform/prefetch-widgets.ts reads the same name). */
export const widgetChunksFile = (buildId: string) => `assets/widget-chunks-${buildId}.json`;

const WIDGET_MODULE = /\/widgets\/([A-Za-z0-9]+)\/[^/]+\.tsx?$/;
/** An answer's validator; vite.config.ts builds them all into one chunk. */
export const VALIDATOR_MODULE = /\/schemas\/generated\/api-validators\/([A-Za-z]+)\.js$/;
/**
 * Code besides widgets that a first tap may wait for, under names starting with @: the API client and
 * each of its answer validators (src/api/lazy-api.ts loads them with the first call; `@api` is all of
 * them), the route loaders a client navigation runs (src/app/loaders.ts), each language's full messages and
 * what carries a first input over to a widget coming alive (src/render/replay.ts).
 */
const NAMED: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/\/src\/api\/client\.ts$/, () => '@api/client'],
  [VALIDATOR_MODULE, (m) => `@api/${m[1]}`],
  [/\/src\/app\/loaders\.ts$/, () => '@navigation'],
  [/\/src\/render\/replay\.ts$/, () => '@replay'],
  [/\/locales\/([a-z]+)\/ui\.json\?bundle$/, (m) => `@messages/${m[1]}`],
  [WIDGET_MODULE, (m) => m[1]!],
];

function keyOf(id: string): string | undefined {
  for (const [pattern, name] of NAMED) {
    const m = pattern.exec(id);
    if (m) return name(m);
  }
  return undefined;
}

/**
 * The files each widget's code is made of (and the named code above), apart from what the entry already loads: its lazy
 * chunks, the shared chunks they import and their stylesheets. The browser prefetches them at low
 * priority once the page is idle (issue 32), so a tap on a widget that is not alive yet finds its
 * code in the cache. Written as a hashed-path asset named by the build id: immutable, like the chunks.
 */
export function widgetChunkMap(bundle: OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const initial = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const map: Record<string, Set<string>> = {};
  for (const chunk of chunks) {
    const names = new Set<string>();
    const facade = chunk.isDynamicEntry && chunk.facadeModuleId ? keyOf(chunk.facadeModuleId) : undefined;
    if (facade) names.add(facade);
    // the validators share one chunk (vite.config.ts), whose facade is one of them: each keeps its name
    for (const id of chunk.moduleIds) if (VALIDATOR_MODULE.test(id)) names.add(keyOf(id)!);
    if (names.size === 0) continue;
    const own: string[] = [];
    for (const file of closure([chunk.fileName])) {
      if (initial.has(file)) continue;
      own.push(file, ...(byFile.get(file)?.viteMetadata?.importedCss ?? []));
    }
    for (const name of names) for (const file of own) (map[name] ??= new Set()).add(file);
  }
  const api = new Set(Object.entries(map).flatMap(([name, files]) => (name.startsWith('@api/') ? [...files] : [])));
  if (api.size) map['@api'] = api;
  return Object.fromEntries(Object.entries(map).map(([name, files]) => [name, [...files].sort().map((f) => `/${f}`)]));
}

export function widgetChunks(buildId: string): Plugin {
  return {
    name: 'widget-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: widgetChunksFile(buildId), source: JSON.stringify(widgetChunkMap(bundle)) });
    },
  };
}
