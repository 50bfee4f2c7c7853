export interface Shot {
  route: string;
  path: string;
  breakpoint: string;
  /** the breakpoint's min-width */
  width: number;
  /** the viewport width used (capped) */
  viewport: number;
  file: string;
  status?: number;
  error?: string;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One row per route, one column per breakpoint, each cell a thumbnail linking to the PNG. */
export function contactSheet(title: string, shots: readonly Shot[]): string {
  const routes = [...new Set(shots.map((s) => s.route))];
  const bps = [...new Map(shots.map((s) => [s.breakpoint, s])).values()];
  const cell = (s: Shot | undefined) => {
    if (!s) return '<td></td>';
    if (s.error) return `<td class="err">${esc(s.error)}</td>`;
    return `<td><a href="${esc(s.file)}"><img src="${esc(s.file)}" loading="lazy" alt="${esc(`${s.route} at ${s.breakpoint}`)}"></a><br><small>HTTP ${s.status ?? '?'}</small></td>`;
  };
  const head = bps
    .map((b) => `<th>${esc(b.breakpoint)}<br><small>${b.width}px${b.viewport !== b.width ? ` (shot at ${b.viewport})` : ''}</small></th>`)
    .join('');
  const rows = routes
    .map((r) => {
      const path = shots.find((s) => s.route === r)?.path ?? '';
      return `<tr><th>${esc(r)}<br><small>${esc(path)}</small></th>${bps.map((b) => cell(shots.find((s) => s.route === r && s.breakpoint === b.breakpoint))).join('')}</tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>
body{font:14px system-ui,sans-serif;margin:16px;background:#f4f5f8}
table{border-collapse:collapse}th,td{border:1px solid #ccd;padding:6px;vertical-align:top;background:#fff}
img{width:220px;height:auto;display:block}.err{color:#b00;max-width:220px}
</style></head><body>
<h1>${esc(title)}</h1>
<table><tr><th>route</th>${head}</tr>
${rows}
</table></body></html>
`;
}
