/**
 * The page's CSP nonce, as the browser exposes it (the `nonce` property: the attribute is hidden
 * after parsing). Scripts we add carry it, so operator scripts run under a strict policy.
 */
export function pageNonce(): string {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce ?? '';
}

/** Runs an operator's inline script (analytics HEAD/BODY) under the page's nonce. */
export function injectInlineScript(code: string, where: 'head' | 'body'): HTMLScriptElement {
  const script = document.createElement('script');
  script.nonce = pageNonce();
  script.textContent = code;
  (where === 'head' ? document.head : document.body).appendChild(script);
  return script;
}
