import type { HydrationModules } from '../../app/start-after-paint.ts';

/** The parts of Vite's build manifest the server reads. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  /** the manifest keys of the chunks it imports statically */
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The client entry's script and stylesheets. No script is announced up front (no Link
 * modulepreload): the page requests its entry once it has painted (src/app/start-after-paint.ts);
 * announced at once, ~125 kB of scripts would compete with the page's stylesheet and hero image
 * on a slow link (Lighthouse mobile: first paint 1.47 s → 0.95 s on casino1's home).
 */
export function clientEntry(manifest: Manifest, entryKey: string) {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`The client build has no ${entryKey} chunk`);
  return { entryFile: `/${entry.file}`, css: (entry.css ?? []).map((f) => `/${f}`) };
}

/** The script files the chunk under `key` runs with: its own, then those it imports statically (transitively), each once. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/** A widget's component module: its code the page hydrates with; its loader (`load.ts`) runs on a client navigation, or when a slot left without its data comes alive. */
const WIDGET_MODULE = /^widgets\/([A-Za-z0-9]+)\/(Component\.tsx|load\.ts)$/;

export function hydrationModules(manifest: Manifest, entryKey: string): HydrationModules {
  const entry = staticClosure(manifest, entryKey);
  const widgets: Record<string, string[]> = {};
  const loads: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    const [, name, file] = WIDGET_MODULE.exec(key) ?? [];
    if (name) (file === 'load.ts' ? loads : widgets)[name] = staticClosure(manifest, key).filter((f) => !entry.includes(f));
  }
  return { entry, widgets, loads, replay: staticClosure(manifest, 'src/render/replay.ts').filter((f) => !entry.includes(f)) };
}
