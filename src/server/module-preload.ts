/** The parts of Vite's build manifest the server reads. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * What every page's response tells the browser to fetch at once (`Link: rel=modulepreload`): the
 * client entry's static imports, all of them, so none waits for another to be parsed. Widget
 * chunks are left to the entry, which imports a page's widgets before hydrating: announced here,
 * ~100 kB of them would compete with the page's stylesheet and hero image on a slow link, and
 * Vite's runtime preloading (turned off) would insert tags for them on the main thread.
 */
export function createModulePreloads(manifest: Manifest, entryKey: string) {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`The client build has no ${entryKey} chunk`);
  const imports = new Set<string>();
  const collect = (key: string) => {
    for (const dep of manifest[key]?.imports ?? []) {
      if (dep === entryKey || imports.has(dep)) continue;
      imports.add(dep);
      collect(dep);
    }
  };
  collect(entryKey);
  return {
    entryFile: `/${entry.file}`,
    css: (entry.css ?? []).map((f) => `/${f}`),
    preload: [...imports].map((key) => `/${manifest[key]?.file ?? key}`),
  };
}
