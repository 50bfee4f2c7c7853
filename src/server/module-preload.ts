/** The parts of Vite's build manifest the server reads. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * What a page's response tells the browser to fetch at once (`Link: rel=modulepreload`): the
 * entry's static imports, plus each rendered widget's chunk and everything it imports. Knowing it
 * on the server saves the browser a request waterfall, and the page's script the work of
 * inserting preload tags for every widget on its main thread while it starts up.
 */
export function createModulePreloads(manifest: Manifest, entryKey: string) {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`The client build has no ${entryKey} chunk`);
  const href = (key: string) => `/${manifest[key]?.file ?? key}`;

  const closure = (key: string, into: Set<string>) => {
    for (const dep of manifest[key]?.imports ?? []) {
      if (into.has(dep)) continue;
      into.add(dep);
      closure(dep, into);
    }
  };
  const loadedWithEntry = new Set<string>([entryKey]);
  closure(entryKey, loadedWithEntry);
  const base = [...loadedWithEntry].filter((k) => k !== entryKey).map(href);

  const perWidget = new Map<string, string[]>();
  const widgetChunks = (name: string): string[] => {
    let hrefs = perWidget.get(name);
    if (!hrefs) {
      const key = `widgets/${name}/Component.tsx`;
      const keys = new Set<string>();
      if (manifest[key]) {
        keys.add(key);
        closure(key, keys);
      }
      hrefs = [...keys].filter((k) => !loadedWithEntry.has(k)).map(href);
      perWidget.set(name, hrefs);
    }
    return hrefs;
  };

  return {
    entryFile: `/${entry.file}`,
    css: (entry.css ?? []).map((f) => `/${f}`),
    /** hrefs to preload for a page showing these widgets, each once, entry imports first */
    forPage(widgets: readonly string[]): string[] {
      return [...new Set([...base, ...widgets.flatMap(widgetChunks)])];
    },
  };
}
