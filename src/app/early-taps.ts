/**
 * Part of the page's bootstrap script (inline, with the nonce; src/app/entry-server.tsx): a tap on a
 * button before the scripts have started has no handler to reach and would be lost (a link works as
 * a plain link, a button does nothing). Until `html[data-hydrated]` (src/app/hydration-mark.ts) such a
 * click is held, its button marked pressed (`data-pressed`, src/app/styles.css), and clicked again once
 * the page is live, in order. Held at the document in the capture phase and stopped there, so neither
 * React nor a deferred slot sees it twice. A deferred slot may come alive before the page is marked live
 * (its code already here, src/app/start-after-paint.ts), its server DOM replaced by the same markup:
 * the click then goes to the element at the same place under the slot (`data-slot`), as
 * src/render/replay.ts finds it. Costs no bytes of the script files.
 */
export const EARLY_TAPS_SCRIPT =
  `(function(d){var h=d.documentElement,q=[];function at(b){var s=b.closest('.hydrate-slot[data-slot]'),p=[],n=b;if(!s)return null;` +
  `for(;n!==s;n=n.parentElement)p.unshift([].indexOf.call(n.parentElement.children,n));return{s:s.getAttribute('data-slot'),p:p}}` +
  `function again(x){if(x.b.isConnected||!x.a)return x.b;var n=d.querySelector('.hydrate-slot[data-slot="'+x.a.s+'"]');` +
  `x.a.p.forEach(function(i){n=n&&n.children[i]});return n}` +
  `function on(e){if(h.dataset.hydrated)return;` +
  `var b=e.target&&e.target.closest?e.target.closest('button'):null;if(!b||b.disabled)return;` +
  `e.preventDefault();e.stopImmediatePropagation();b.setAttribute('data-pressed','');q.push({b:b,a:at(b)})}` +
  `d.addEventListener('click',on,true);new MutationObserver(function(m,o){if(!h.dataset.hydrated)return;` +
  `o.disconnect();d.removeEventListener('click',on,true);q.forEach(function(x){x.b.removeAttribute('data-pressed');` +
  `var b=again(x);if(b&&b.isConnected&&b.click)b.click()})}).observe(h,{attributes:true,attributeFilter:['data-hydrated']})})(document);`;
