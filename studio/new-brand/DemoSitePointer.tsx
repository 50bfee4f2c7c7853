import { useId, useState } from 'react';
import type { TemplateSummary } from '../../engine/studio/contract.ts';
import type { DemoSite, DemoSitePointed } from '../../schemas/operator-api.ts';
import { FieldMessages } from '../pickers/FieldMessages.tsx';

export type { DemoSite };

/** What the studio says once a site is pointed: whether every player process already serves the template. */
export function pointedWord(p: DemoSitePointed): string {
  const now = `${p.domains.join(', ')} now wear${p.domains.length === 1 ? 's' : ''} ${p.theme_code} (${p.theme_color}).`;
  if (!p.served) return now;
  if (p.served.processes === p.served.of) return `${now} Every player process serves it: open the site.`;
  return `${now} ${p.served.processes} of ${p.served.of} player processes serve the live revision so far; the others show the old template or "This site is not set up yet" for a few seconds more.`;
}

export interface DemoSitePointerProps {
  /** the demo sites; null when this server proxies to a real backend (`404 demoBackendOff`) */
  sites: DemoSite[] | null;
  /** templates of the live revision: a site may wear only what is published */
  live: TemplateSummary[];
  /** an admin's right (the route refuses anyone else) */
  canPoint: boolean;
  /** `PUT /api/demo-sites/:domain`; rejects with the server's message */
  onPoint: (domain: string, theme_code: string, theme_color: string) => Promise<DemoSitePointed>;
}

/**
 * In the demo, the last step of a new brand: point a demo site at the published template, so
 * `http://<domain>:<port>/` serves it. Only the embedded demo backend's sites can be pointed here.
 */
export function DemoSitePointer({ sites, live, canPoint, onPoint }: DemoSitePointerProps) {
  const id = useId();
  const concrete = live.filter((t) => !t.abstract);
  const [domain, setDomain] = useState(sites?.[0]?.domain ?? '');
  const [code, setCode] = useState(concrete[0]?.key ?? '');
  const template = concrete.find((t) => t.key === code);
  const [colour, setColour] = useState(template?.schemes[0] ?? '');
  const [status, setStatus] = useState<{ error: string | null; done: string | null; busy: boolean }>({ error: null, done: null, busy: false });
  if (sites === null) {
    return (
      <section aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>Point a demo site</h3>
        <p role="note">This server uses a real backend (BACKEND_URL): its sites and their theme_code are that backend&apos;s data, changed there, not here.</p>
      </section>
    );
  }
  const point = async () => {
    setStatus({ error: null, done: null, busy: true });
    try {
      setStatus({ error: null, done: pointedWord(await onPoint(domain, code, colour)), busy: false });
    } catch (error) {
      setStatus({ error: error instanceof Error ? error.message : String(error), done: null, busy: false });
    }
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Point a demo site</h3>
      <p>
        Demo only: this server runs the embedded demo backend, so an admin can make one of its sites wear a published template. Publish the new brand first; a
        real backend&apos;s sites are changed in that backend.
      </p>
      <label htmlFor={`${id}-domain`}>Demo site</label>
      <select id={`${id}-domain`} value={domain} disabled={!canPoint} onChange={(e) => setDomain(e.target.value)}>
        {sites.map((s) => (
          <option key={s.domain} value={s.domain}>
            {s.domain} (now {s.theme_code}, {s.theme_color})
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-template`}>Published template</label>
      <select
        id={`${id}-template`}
        value={code}
        disabled={!canPoint}
        onChange={(e) => {
          setCode(e.target.value);
          setColour(concrete.find((t) => t.key === e.target.value)?.schemes[0] ?? '');
        }}
      >
        {concrete.map((t) => (
          <option key={t.key} value={t.key}>
            {t.key} — {t.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-scheme`}>Scheme</label>
      <select id={`${id}-scheme`} value={colour} disabled={!canPoint} onChange={(e) => setColour(e.target.value)}>
        {(template?.schemes ?? []).map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <button type="button" disabled={!canPoint || status.busy || !domain || !code || !colour} onClick={() => void point()}>
        Point the site
      </button>
      {canPoint ? null : <p role="note">Only an admin can point a demo site.</p>}
      {status.done ? <p role="status">{status.done}</p> : null}
      <FieldMessages id={`${id}-messages`} error={status.error} />
    </section>
  );
}
