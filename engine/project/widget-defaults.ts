import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WidgetManifestFile } from '../../schemas/widget-manifest.ts';
import { REPO_ROOT } from './repo.ts';

export type Defaults = Record<string, unknown>;

/**
 * Every widget's manifest (defaults, CSS variables, hydration plan) as `npm run build:schemas`
 * wrote it from widgets/<Name>/schema.ts: data, so a tool never imports widget code (React, CSS).
 * `widgetsDir` is the registry's folder; the manifest is generated beside it.
 */
export function readWidgetManifest(widgetsDir: string = join(REPO_ROOT, 'widgets')): WidgetManifestFile {
  const file = join(widgetsDir, '..', 'schemas', 'generated', 'widget-manifest.json');
  return JSON.parse(readFileSync(file, 'utf8')) as WidgetManifestFile;
}

/** Each widget's defaults by widget name. */
export function readWidgetDefaults(widgetsDir?: string): Map<string, Defaults> {
  return new Map(Object.entries(readWidgetManifest(widgetsDir).widgets).map(([name, w]) => [name, w.defaults]));
}
