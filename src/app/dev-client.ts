/** Dev only: React Refresh's preamble must run before the app module. */
const refreshUrl = '/@react-refresh';
const RefreshRuntime = ((await import(/* @vite-ignore */ refreshUrl)) as { default: { injectIntoGlobalHook(target: Window): void } }).default;

RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type: unknown) => type;
window.__vite_plugin_react_preamble_installed__ = true;
await import('./entry-client.tsx');

export {};
