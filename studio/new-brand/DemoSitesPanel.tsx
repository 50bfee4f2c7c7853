/**
 * The "Demo sites" tab (issue 30 part 9): the last step of a new brand in the demo, pointing a demo
 * site at the published template. It reads the demo's sites and the live revision's templates each
 * time it opens and after each publish (`refreshKey`: the draft's parent, the live revision it was made from).
 */
import { useCallback, useEffect, useState } from 'react';
import type { TemplateSummary } from '../../engine/studio/contract.ts';
import type { DemoSite, DemoSitePointed } from '../../schemas/operator-api.ts';
import { DemoSitePointer } from './DemoSitePointer.tsx';

export interface DemoSitesPanelProps {
  load: () => Promise<{ sites: DemoSite[] | null; live: TemplateSummary[] }>;
  point: (domain: string, theme_code: string, theme_color: string) => Promise<DemoSitePointed>;
  canPoint: boolean;
  refreshKey?: string | undefined;
}

export function DemoSitesPanel({ load, point, canPoint, refreshKey }: DemoSitesPanelProps) {
  const [data, setData] = useState<{ sites: DemoSite[] | null; live: TemplateSummary[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(() => {
    load().then(
      (next) => {
        setData(next);
        setError(null);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [load]);
  useEffect(refresh, [refresh, refreshKey]);
  const onPoint = useCallback(
    async (domain: string, theme_code: string, theme_color: string) => {
      const pointed = await point(domain, theme_code, theme_color);
      refresh();
      return pointed;
    },
    [point, refresh],
  );
  if (error)
    return (
      <p role="alert" className="notice notice-error">
        Could not read the demo sites: {error}
      </p>
    );
  if (!data) return <p role="status">Reading the demo sites…</p>;
  // keyed by the live templates: a publish that adds one offers it at once
  return <DemoSitePointer key={data.live.map((t) => t.key).join(' ')} sites={data.sites} live={data.live} canPoint={canPoint} onPoint={onPoint} />;
}
