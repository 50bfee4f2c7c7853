/**
 * Part of the page's bootstrap script (inline, with the nonce; src/app/entry-server.tsx): a tap on a
 * button before the scripts have started has no handler to reach and would be lost (a link works as
 * a plain link, a button does nothing). Until `html[data-hydrated]` (src/app/hydration-mark.ts) such a
 * click is held, its button marked pressed (`data-pressed`, src/app/styles.css), and clicked again once
 * the page is live, in order. Held at the document in the capture phase and stopped there, so neither
 * React nor a deferred slot sees it twice. Costs no bytes of the script files.
 */
export const EARLY_TAPS_SCRIPT =
  `(function(d){var h=d.documentElement,q=[];function on(e){if(h.dataset.hydrated)return;` +
  `var b=e.target&&e.target.closest?e.target.closest('button'):null;if(!b||b.disabled)return;` +
  `e.preventDefault();e.stopImmediatePropagation();b.setAttribute('data-pressed','');q.push(b)}` +
  `d.addEventListener('click',on,true);new MutationObserver(function(m,o){if(!h.dataset.hydrated)return;` +
  `o.disconnect();d.removeEventListener('click',on,true);q.forEach(function(b){b.removeAttribute('data-pressed');` +
  `if(b.isConnected)b.click()})}).observe(h,{attributes:true,attributeFilter:['data-hydrated']})})(document);`;
