/**
 * The preview panel (issue 30 part 5): the real player server renders the draft in an iframe at the
 * chosen breakpoint's width, scaled to fit the pane, as a guest or the preview player, in any of the
 * site's languages, on any route of the template. Selection goes both ways through the preview
 * script's messages (schemas/preview-messages.ts), origin-checked. A new draft version
 * of the view on screen is asked of the shown frame, whose page shows it in place (frames.ts); any other
 * view loads in a second, hidden frame that replaces the shown one once it says it is ready: no blank flash.
 * A page loading in a frame does not take the studio's keyboard focus (focus-guard.ts).
 */
import { useCallback, useEffect, useId, useLayoutEffect, useReducer, useRef, useState, type CSSProperties } from 'react';
import type { PreviewLink } from '../../engine/studio/contract.ts';
import { PREVIEW_MESSAGES, type PreviewStudioMessage } from '../../schemas/preview-messages.ts';
import type { PreviewProps } from '../panels.ts';
import { deviceFor, devicesFor } from './devices.ts';
import { guardFocus } from './focus-guard.ts';
import { framesReducer, NO_FRAMES } from './frames.ts';
import { frameWidth, previewEvent, previewSite, previewUrl } from './preview-url.ts';
import { zonedInstant } from './targeting-options.ts';

/**
 * What a draft's page may do in the frame (issue 50): run its scripts, keep the player origin's
 * cookies and storage (same-origin: the player site's origin, never the studio's, so the frame gains
 * nothing of the studio) and submit its forms; never navigate the studio's window, open pop-ups or
 * downloads, whatever a draft's widget tries.
 */
const PREVIEW_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

/** How long before its expiry a link is replaced. */
const RENEW_BEFORE_MS = 60_000;
/** A frame that has not said it is ready by then: the panel says so (a refused cookie, a server down). */
const READY_TIMEOUT_MS = 10_000;
/** A version asked of the shown page that it has not shown by then is loaded in a new frame (the server waits 2 s at most for an edit in flight). */
const IN_PLACE_TIMEOUT_MS = 3_000;

export function Preview(props: PreviewProps) {
  const { template, path, breakpoint, language, as, selected, version, previewLink, onSelect, onPath, targeting, onBreakpoint } = props;
  const site = previewSite(template);
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [selectMode, setSelectMode] = useState(false);
  const [{ shown, pending, asked }, dispatch] = useReducer(framesReducer, NO_FRAMES);
  const frames = useRef(new Map<number, HTMLIFrameElement>());
  const pane = useRef<HTMLDivElement>(null);
  const [paneSize, setPaneSize] = useState({ width: 0, height: 0 });
  const ids = useId();
  // "as" a market, a time and experiment variants (issue 31): only a signed preview may choose them
  const [market, setMarket] = useState('');
  const [localTime, setLocalTime] = useState('');
  const [variants, setVariants] = useState<Record<string, string>>({});
  // the stage (issue 49 part 8): a device width, fitted to the pane or at real size, first-visit dialogs shut unless asked
  const [chosenWidth, setChosenWidth] = useState<number | null>(null);
  const [fit, setFit] = useState(true);
  const [dialogs, setDialogs] = useState(false);

  // a link for this draft and site, renewed before it ends
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fetchLink = () => {
      previewLink(site).then(
        (next) => {
          if (!live) return;
          setLink(next);
          setProblem(null);
          timer = setTimeout(fetchLink, Math.max(5_000, Date.parse(next.expiresAt) - Date.now() - RENEW_BEFORE_MS));
        },
        (error: unknown) => live && setProblem(`No preview link: ${error instanceof Error ? error.message : String(error)}`),
      );
    };
    fetchLink();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [previewLink, site, props.draftId]);

  // what to show changed (or the draft's version): load it beside the shown frame
  const marketCode = /^[A-Za-z]{2}$/.test(market.trim()) ? market.trim().toUpperCase() : undefined;
  const at = targeting && localTime ? zonedInstant(localTime, targeting.timeZone) : undefined;
  const chosen = Object.fromEntries(
    Object.entries(variants).filter(([id, v]) => v && targeting?.experiments.some((e) => e.id === id && e.variants.includes(v))),
  );
  const src = link
    ? previewUrl(link, path, {
        breakpoint: breakpoint.name,
        language,
        as,
        ...(marketCode ? { market: marketCode } : {}),
        ...(at ? { at } : {}),
        ...(Object.keys(chosen).length ? { variants: chosen } : {}),
        ...(dialogs ? { dialogs } : {}),
        version,
      })
    : null;
  // in the commit that brings the new version, before the browser paints it: the frame starts loading
  // one frame sooner than from an effect that runs after the paint (edit → preview, npm run bench -- studio)
  useLayoutEffect(() => {
    if (src) dispatch({ type: 'want', src, version, path });
  }, [src, version, path]);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(
      () => setProblem('The preview did not answer. Is the player server running, and does this browser keep its preview cookie (https or localhost)?'),
      READY_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [pending]);

  const post = useCallback(
    (id: number | undefined, message: PreviewStudioMessage) => {
      const win = id === undefined ? null : frames.current.get(id)?.contentWindow;
      if (win && link) win.postMessage(message, link.origin);
    },
    [link],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!link || event.origin !== link.origin) return;
      const id = [...frames.current].find(([, el]) => el.contentWindow === event.source)?.[0];
      const message = previewEvent(event.data);
      if (id === undefined || !message) return;
      if (message.type === PREVIEW_MESSAGES.select) {
        if (id === shown?.id) onSelect(message.key);
        return;
      }
      if (message.type === PREVIEW_MESSAGES.outdated) {
        dispatch({ type: 'outdated', id });
        return;
      }
      setProblem(null);
      // the parts of edit → preview that npm run bench splits out (bench/studio.ts)
      performance.mark('studio:preview:ready');
      dispatch({ type: 'ready', id, path: message.path, version: message.version });
      post(id, { type: PREVIEW_MESSAGES.selectMode, on: selectMode });
      post(id, { type: PREVIEW_MESSAGES.highlight, key: selected });
      const at = message.path.split('?')[0] ?? '/';
      if (at !== path) onPath(at);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [link, shown, onSelect, onPath, path, post, selectMode, selected]);

  // a newer version of the view on screen: the shown page loads it in place, or a new frame does. Told in
  // the commit that brings the version, before the studio paints it: the page's ask then leaves a frame sooner
  const shownId = shown?.id;
  const askedVersion = asked?.version;
  useLayoutEffect(() => {
    if (shownId === undefined || askedVersion === undefined) return;
    post(shownId, { type: PREVIEW_MESSAGES.version, version: askedVersion });
    const timer = setTimeout(() => dispatch({ type: 'outdated', id: shownId }), IN_PLACE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [shownId, askedVersion, post]);

  useLayoutEffect(() => {
    if (shown) performance.mark('studio:preview:swap');
  }, [shown]);
  useEffect(() => post(shown?.id, { type: PREVIEW_MESSAGES.highlight, key: selected }), [shown, selected, post]);
  useEffect(() => post(shown?.id, { type: PREVIEW_MESSAGES.selectMode, on: selectMode }), [shown, selectMode, post]);

  useEffect(() => (pane.current ? guardFocus(pane.current) : undefined), []);

  useLayoutEffect(() => {
    const el = pane.current;
    if (!el) return;
    const measure = () => setPaneSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const devices = devicesFor(template.breakpoints);
  const device = deviceFor(devices, breakpoint, chosenWidth);
  const width = device?.width ?? frameWidth(breakpoint);
  const scale = fit && paneSize.width > 0 ? Math.min(1, paneSize.width / width) : 1;
  const height = paneSize.height > 0 ? paneSize.height / scale : 800;
  const frameStyle = (visible: boolean): CSSProperties => ({
    position: 'absolute',
    top: 0,
    left: Math.max(0, (paneSize.width - width * scale) / 2),
    width,
    height,
    border: 0,
    transform: `scale(${scale})`,
    transformOrigin: 'top left',
    visibility: visible ? 'visible' : 'hidden',
  });
  const routes = template.routes.some((r) => r.path === path) ? template.routes : [{ path, page: '' }, ...template.routes];

  return (
    <section className="studio-preview" aria-label="Preview">
      <div className="studio-preview__bar" role="toolbar" aria-label="Preview options">
        <label htmlFor={`${ids}-route`}>Route</label>
        <select id={`${ids}-route`} value={path} onChange={(e) => onPath(e.target.value)}>
          {routes.map((r) => (
            <option key={r.path} value={r.path}>
              {r.page ? `${r.path} (${r.page})` : r.path}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-language`}>Language</label>
        <select id={`${ids}-language`} value={language} onChange={(e) => props.onLanguage(e.target.value)}>
          {props.languages.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
        <fieldset className="studio-preview__as">
          <legend>View as</legend>
          {(['guest', 'player'] as const).map((who) => (
            <label key={who}>
              <input type="radio" name={`${ids}-as`} value={who} checked={as === who} onChange={() => props.onAs(who)} />
              {who === 'guest' ? 'Guest' : 'Player'}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          aria-pressed={selectMode}
          onClick={() => setSelectMode((on) => !on)}
          title="Click a widget in the preview to select it (Alt+click always does)"
        >
          Select mode
        </button>
        {targeting ? (
          <details className="studio-preview__more">
            <summary>Show as…</summary>
            <fieldset className="studio-preview__as studio-preview__popover">
              <legend>Show as</legend>
              <label htmlFor={`${ids}-market`}>Market</label>
              <input
                id={`${ids}-market`}
                list={`${ids}-markets`}
                size={4}
                maxLength={2}
                placeholder="any"
                value={market}
                aria-invalid={market.trim() !== '' && !marketCode}
                aria-describedby={`${ids}-market-help`}
                onChange={(e) => setMarket(e.target.value)}
              />
              <span id={`${ids}-market-help`} className="visually-hidden">
                A two-letter country code; empty shows the page to any market
              </span>
              <datalist id={`${ids}-markets`}>
                {targeting.markets.map((m) => (
                  <option key={m} value={m} />
                ))}
              </datalist>
              <label htmlFor={`${ids}-time`}>Time ({targeting.timeZone})</label>
              <input id={`${ids}-time`} type="datetime-local" value={localTime} onChange={(e) => setLocalTime(e.target.value)} />
              {targeting.experiments.map((experiment) => (
                <span key={experiment.id}>
                  <label htmlFor={`${ids}-variant-${experiment.id}`}>Experiment {experiment.id}</label>
                  <select
                    id={`${ids}-variant-${experiment.id}`}
                    value={variants[experiment.id] ?? ''}
                    onChange={(e) => setVariants((all) => ({ ...all, [experiment.id]: e.target.value }))}
                  >
                    <option value="">as assigned</option>
                    {experiment.variants.map((v) => (
                      <option key={v} value={v}>
                        {v}
                      </option>
                    ))}
                  </select>
                </span>
              ))}
            </fieldset>
          </details>
        ) : null}
        <span className="studio-preview__devices" role="group" aria-label="Device width">
          {devices.map((d) => (
            <button
              key={d.width}
              type="button"
              aria-pressed={d.width === width}
              title={`${d.label}: ${d.width}px (${d.breakpoint.name})`}
              disabled={!onBreakpoint && d.breakpoint.name !== breakpoint.name}
              onClick={() => {
                setChosenWidth(d.width);
                if (d.breakpoint.name !== breakpoint.name) onBreakpoint?.(d.breakpoint.name);
              }}
            >
              {d.label}
            </button>
          ))}
        </span>
        <button type="button" aria-pressed={fit} onClick={() => setFit((on) => !on)} title="Fit the page to the pane, or show it at real size">
          Fit
        </button>
        <button
          type="button"
          aria-pressed={dialogs}
          onClick={() => setDialogs((on) => !on)}
          title="Show the site's first-visit dialogs (the announcement) as a new visitor sees them"
        >
          First-visit dialogs
        </button>
        <output className="studio-preview__width" aria-live="polite">
          {breakpoint.name} · {width}px{scale < 1 ? ` · ${Math.round(scale * 100)}%` : ''}
        </output>
      </div>
      {problem ? (
        <p className="studio-preview__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div ref={pane} className="studio-preview__pane" style={{ position: 'relative', overflow: fit ? 'hidden' : 'auto', flex: 1, minHeight: 400 }}>
        {[shown, pending].map((frame) =>
          frame ? (
            <iframe
              key={frame.id}
              ref={(el) => {
                if (el) frames.current.set(frame.id, el);
                else frames.current.delete(frame.id);
              }}
              title={frame === shown ? `Preview of ${path} at ${breakpoint.name}` : 'Preview loading'}
              src={frame.src}
              sandbox={PREVIEW_SANDBOX}
              style={frameStyle(frame === shown || !shown)}
              // the frame still loading behind the shown one is inert (out of the tab order and the accessibility tree);
              // a tabindex of -1 would leave its links focusable inside (axe's frame-focusable-content)
              inert={frame !== shown && shown !== null}
            />
          ) : null,
        )}
      </div>
    </section>
  );
}
