import type { Plugin } from 'vite';

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * The code Vite wraps every dynamic import in (`__vitePreload`): it adds `<link rel=modulepreload>`
 * and stylesheet links for the imported chunk's dependencies, then imports it. This build preloads
 * nothing at run time (`build.modulePreload: false`: the server names the chunks a page needs,
 * src/server/module-preload.ts) and has one stylesheet, the entry's, so every wrapper's list is
 * empty; yet the helper was 0.65 kB gz of the entry chunk. It is replaced by the one thing of it the
 * page still relies on: a failed import dispatches `vite:preloadError` (src/app/platform/use-new-version.ts
 * reloads into the new build), and rejects unless a listener prevented that. A lazy chunk that brings
 * a stylesheet of its own would need the real helper to link it, so the build stops on one.
 */
export const PRELOAD_STUB = `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
});
`;

export function noPreloadHelper(): Plugin {
  return {
    name: 'no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== PRELOAD_HELPER || this.environment.config.consumer !== 'client') return null;
      return PRELOAD_STUB;
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.isEntry) continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (css.length > 0)
          this.error(
            `${chunk.fileName} (${chunk.facadeModuleId ?? chunk.name}) has a stylesheet of its own (${css.join(', ')}): import its CSS from a widget's index.ts instead (tools/vite-no-preload-helper.ts)`,
          );
      }
    },
  };
}
