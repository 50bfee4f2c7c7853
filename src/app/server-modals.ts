/**
 * Part of the page's bootstrap script (inline, with the nonce; src/app/entry-server.tsx), which the
 * parser runs after the last element of the body: a dialog the server sent open (a first visit's
 * announcement, src/ui/Dialog.tsx) is made modal there, before the first paint. Its style and layout
 * with the rest of the page inert are then part of the page's first ones. Made modal by the page's code
 * instead, a frame after hydration, the whole page's style was computed anew in a task of its own,
 * 12–16 ms of CPU in Chromium, after the first paint, where Lighthouse counts it four times over as
 * blocking time on all three home pages (docs/performance.md). A modal from the first paint is also
 * what a player expects of it: the page behind it inert, Escape closing it before any code has come
 * (the Dialog tells its owner when it finds it closed). A browser without modal dialogs (before 2022)
 * throws here and keeps the server's open one as it is: this part is last in the bootstrap
 * (src/app/bootstrap-script.ts), so such a browser has started everything else; a guard cost 7 B gz of
 * issue 51's 8 KiB of inline scripts, which casino1's `/rus` fills to 6 B.
 */
export const SERVER_MODALS_SCRIPT = `document.querySelectorAll('dialog[open]').forEach(function(x){x.close();x.showModal()});`;
