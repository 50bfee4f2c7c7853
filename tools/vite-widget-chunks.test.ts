import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { widgetChunkMap } from './vite-widget-chunks.ts';

type Fake = {
  fileName: string;
  facadeModuleId?: string;
  moduleIds?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
const bundle = (chunks: Fake[]): Rolldown.OutputBundle =>
  Object.fromEntries(
    chunks.map((c) => [
      c.fileName,
      {
        type: 'chunk',
        fileName: c.fileName,
        facadeModuleId: c.facadeModuleId ?? null,
        moduleIds: c.moduleIds ?? (c.facadeModuleId ? [c.facadeModuleId] : []),
        isEntry: c.isEntry ?? false,
        isDynamicEntry: c.isDynamicEntry ?? false,
        imports: c.imports ?? [],
        viteMetadata: { importedCss: new Set(c.css ?? []), importedAssets: new Set() },
      },
    ]),
  ) as unknown as Rolldown.OutputBundle;

describe('widgetChunkMap', () => {
  it('lists each lazy module\u2019s chunks with their imports and stylesheets, leaving out what the entry loads', () => {
    const map = widgetChunkMap(
      bundle([
        { fileName: 'assets/entry.js', isEntry: true, imports: ['assets/vendor.js'] },
        { fileName: 'assets/vendor.js' },
        {
          fileName: 'assets/Header.js',
          facadeModuleId: '/r/widgets/Header/Component.tsx',
          isDynamicEntry: true,
          imports: ['assets/vendor.js', 'assets/shared.js'],
        },
        { fileName: 'assets/shared.js', css: ['assets/shared.css'] },
        { fileName: 'assets/Rows.js', facadeModuleId: '/r/widgets/GameGrid/VirtualRows.tsx', isDynamicEntry: true },
        { fileName: 'assets/Grid.js', facadeModuleId: '/r/widgets/GameGrid/Component.tsx', isDynamicEntry: true, imports: ['assets/shared.js'] },
        { fileName: 'assets/client.js', facadeModuleId: '/r/src/api/client.ts', isDynamicEntry: true },
        { fileName: 'assets/vSeo.js', facadeModuleId: '/r/schemas/generated/api-validators/validateSeoResponse.js', isDynamicEntry: true },
        { fileName: 'assets/loaders.js', facadeModuleId: '/r/src/app/loaders.ts', isDynamicEntry: true },
        { fileName: 'assets/replay.js', facadeModuleId: '/r/src/render/replay.ts', isDynamicEntry: true },
        { fileName: 'assets/ui-en.js', facadeModuleId: '/r/locales/en/ui.json?bundle', isDynamicEntry: true },
        { fileName: 'assets/other.js', facadeModuleId: '/r/src/app/NotFound.tsx', isDynamicEntry: true },
      ]),
    );
    expect(map).toEqual({
      Header: ['/assets/Header.js', '/assets/shared.css', '/assets/shared.js'],
      GameGrid: ['/assets/Grid.js', '/assets/Rows.js', '/assets/shared.css', '/assets/shared.js'],
      '@api/client': ['/assets/client.js'],
      '@api/validateSeoResponse': ['/assets/vSeo.js'],
      '@api': ['/assets/client.js', '/assets/vSeo.js'],
      '@navigation': ['/assets/loaders.js'],
      '@replay': ['/assets/replay.js'],
      '@messages/en': ['/assets/ui-en.js'],
    });
  });

  it('names every validator of a chunk that holds several (vite.config.ts groups them), whichever is its facade', () => {
    const v = (name: string) => `/r/schemas/generated/api-validators/${name}.js`;
    const map = widgetChunkMap(
      bundle([
        { fileName: 'assets/entry.js', isEntry: true },
        {
          fileName: 'assets/api-validators.js',
          facadeModuleId: v('validateSeoResponse'),
          moduleIds: [v('validateSeoResponse'), v('validateVipResponse'), '/r/schemas/generated/ajv-runtime.js'],
          isDynamicEntry: true,
        },
        { fileName: 'assets/client.js', facadeModuleId: '/r/src/api/client.ts', isDynamicEntry: true },
      ]),
    );
    expect(map).toEqual({
      '@api/validateSeoResponse': ['/assets/api-validators.js'],
      '@api/validateVipResponse': ['/assets/api-validators.js'],
      '@api/client': ['/assets/client.js'],
      '@api': ['/assets/api-validators.js', '/assets/client.js'],
    });
  });
});
