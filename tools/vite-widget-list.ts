import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * widgets/index.ts finds every widget folder with `import.meta.glob`, whose output is an object keyed
 * by path ("./AccountStrip/index.ts": …) that every page's entry carries: 287 B gz of keys nobody reads
 * (the renderer takes the values). In a build, the same list is written as plain imports in the same
 * (sorted) order, so adding a widget is still adding a folder; the dev server and tests keep the glob.
 */
export function widgetList(): Plugin {
  return {
    name: 'widget-list',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/widgets/index.ts')) return null;
      const dir = dirname(id);
      const names = readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'index.ts')))
        .map((d) => d.name)
        .sort();
      const imports = names.map((name, i) => `import w${i} from './${name}/index.ts';`).join('\n');
      const list = names.map((_, i) => `w${i}`).join(', ');
      if (!code.includes('import.meta.glob'))
        this.error('widgets/index.ts no longer finds the widgets with import.meta.glob: update tools/vite-widget-list.ts');
      return { code: `${imports}\nexport const widgets = [${list}];\n`, map: null };
    },
  };
}
