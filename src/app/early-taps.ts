import { NAVIGATING } from '../lib/client-navigation.ts';
import { SESSION_STORAGE_KEY } from '../state/session.ts';
import { PRESSED, PRESSED_AT_DOWN } from '../render/pressed.ts';

/**
 * Part of the page's bootstrap script (inline, with the nonce; src/app/entry-server.tsx): a tap on a
 * button before the scripts have started has no handler to reach and would be lost (a link works as
 * a plain link, a button does nothing). Until `html[data-hydrated]` (src/app/hydration-mark.ts) such a
 * click is held, its button marked pressed (`data-pressed`, src/app/styles.css), and clicked again once
 * the page is live, in order. Held at the document in the capture phase and stopped there, so neither
 * React nor a deferred slot sees it twice. A deferred slot may come alive before the page is marked live
 * (its code already here, src/app/start-after-paint.ts), its server DOM replaced by the same markup:
 * the click then goes to the element at the same place under the slot (`data-slot`), as
 * src/render/replay.ts finds it. A guest's favourite heart (`data-login-href`, widgets/_shared/games/GameTile.tsx)
 * is not held: it leads to the login page at once (shown under way, `html[data-navigating]`), as it would once live (src/session/use-auth-redirect.ts);
 * held, it waited for hydration and then for the navigation's code (2.4 s at 1 s after paint,
 * docs/performance.md). Who is a guest: no signed-in session stored (src/state/session.ts). A held provider
 * chip (`data-provider`, widgets/GameGrid/ProviderFilter.tsx) shows its answer at once, as the live grid
 * does while the server's view is on its way: the chip pressed and, of the tiles the server drew, those of
 * its provider (none there: the grid dimmed). Those attributes are put back just before the held clicks
 * are replayed where the page hydrated them, so the live grid finds its own markup and draws the filter
 * itself; inside a slot still server HTML (src/render/HydrateSlot.tsx) they stay until the slot's live
 * render replaces them. From then on a tap there, on a slot still asleep, is answered the same way while
 * the slot wakes (a chip's click is the slot's to hold and replay; a guest's heart needs no slot at all).
 * A button the browser acts on by itself (`popovertarget`, or `commandfor` where invoker commands are
 * supported: src/render/native-invoker.ts) is left to the browser: its popover or dialog opens at once.
 * A provider chip is marked pressed as the finger lands (pointerdown) while the page is not live: its click comes
 * only with the lift, ~90 ms later at a busy moment (issue 51 asks for the press in ≤ 100 ms); the mark goes with
 * the click's own (held, then replayed) or at hydration. Once live, a slot still asleep marks the press itself
 * (src/render/HydrateSlot.tsx) and a live chip its own (widgets/GameGrid/ProviderFilter.tsx). Listening on the
 * window, ahead of a sleeping slot's own listener there (which stops the click going further), is what lets the
 * bootstrap answer a chip in a slot still asleep at all.
 * Costs no bytes of the script files.
 */
export const EARLY_TAPS_SCRIPT =
  `(function(d){var h=d.documentElement,q=[],S='.hydrate-slot:not([data-live])',k,y,z;function go(u){h.setAttribute('${NAVIGATING}','');location.assign(u)}function signed(){try{return JSON.parse(localStorage.getItem('${SESSION_STORAGE_KEY}')).state.isAuthenticated===true}catch(x){}}` +
  `function at(b){var s=b.closest('.hydrate-slot[data-slot]'),p=[],n=b;if(!s)return null;` +
  `for(;n!==s;n=n.parentElement)p.unshift([].indexOf.call(n.parentElement.children,n));return{s:s.getAttribute('data-slot'),p:p}}` +
  `function again(x){if(x.b.isConnected||!x.a)return x.b;var n=d.querySelector('.hydrate-slot[data-slot="'+x.a.s+'"]');` +
  `x.a.p.forEach(function(i){n=n&&n.children[i]});return n}` +
  `function on(e){var b=e.target&&e.target.closest?e.target.closest('button'):null;` +
  `if(z||!b||b.disabled||b.hasAttribute('popovertarget')||(b.hasAttribute('commandfor')&&'command' in HTMLButtonElement.prototype)||y&&!b.closest(S))return;` +
  `var g=b.getAttribute('data-login-href');if(g&&!signed())return e.preventDefault(),e.stopImmediatePropagation(),go(g);` +
  `if(!y)e.preventDefault(),e.stopImmediatePropagation(),b.setAttribute('${PRESSED}',''),q.push({b:b,a:at(b)});if(b.hasAttribute('data-provider'))chip(b)}` +
  `var r=[];function was(n,a){for(var i=0;i<r.length;i++)if(r[i][0]===n&&r[i][1]===a)return r[i][2];return n.getAttribute(a)}` +
  `function set(n,a,v){var o=was(n,a);r.push([n,a,o]);v===null?n.removeAttribute(a):n.setAttribute(a,v)}` +
  `function chip(b){var s=b.closest('section'),u=s&&s.querySelector('ul');if(!u)return;` +
  `var c=b.getAttribute('aria-pressed')==='true'?'':b.getAttribute('data-provider'),t=[].slice.call(u.querySelectorAll('li[data-game]')),` +
  `k=t.filter(function(l){return l.getAttribute('data-game').indexOf(c+'/')===0});` +
  `s.querySelectorAll('button[data-provider]').forEach(function(x){set(x,'aria-pressed',String(x.getAttribute('data-provider')===c))});` +
  `t.forEach(function(l){set(l,'hidden',c&&k.length&&k.indexOf(l)<0?'':null)});` +
  `set(u,'class',was(u,'class')+(c&&!k.length?' w-gamegrid__list--pending':''))}` +
  `addEventListener('click',on,true);addEventListener('pointerdown',function(e){y||(k=e.target.closest('${PRESSED_AT_DOWN}'))&&k.setAttribute('${PRESSED}','')},true);new MutationObserver(function(m,o){if(!h.dataset.hydrated)return;` +
  `o.disconnect();y=1;k&&k.removeAttribute('${PRESSED}');r.reverse().forEach(function(x){if(!x[0].closest(S))x[2]===null?x[0].removeAttribute(x[1]):x[0].setAttribute(x[1],x[2])});` +
  `z=1;q.forEach(function(x){x.b.removeAttribute('${PRESSED}');` +
  `var b=again(x);if(b&&b.isConnected&&b.click)b.click()});z=0` +
  `}).observe(h,{attributes:true,attributeFilter:['data-hydrated']})})(document);`;
