/** A unified diff (3 lines of context) of two texts, as `diff -u` and `git apply` read it. */
export function unifiedDiff(path: string, before: string, after: string): string {
  if (before === after) return '';
  const a = before.split('\n');
  const b = after.split('\n');
  // the shared head and tail cost nothing; fixes change a few lines in the middle
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const ops = lcsOps(a.slice(head, a.length - tail), b.slice(head, b.length - tail));
  const all: Op[] = [...a.slice(0, head).map((l): Op => [' ', l]), ...ops, ...a.slice(a.length - tail).map((l): Op => [' ', l])];
  const out = [`--- a/${path}`, `+++ b/${path}`];
  const changed = all.map((op, i) => (op[0] !== ' ' ? i : -1)).filter((i) => i >= 0);
  let i = 0;
  while (i < changed.length) {
    const first = changed[i] ?? 0;
    let last = first;
    while (i + 1 < changed.length && (changed[i + 1] ?? 0) - last <= 6) last = changed[++i] ?? last;
    i++;
    const from = Math.max(0, first - 3);
    const to = Math.min(all.length - 1, last + 3);
    let aStart = 1;
    let bStart = 1;
    for (const [k] of all.slice(0, from)) {
      if (k !== '+') aStart++;
      if (k !== '-') bStart++;
    }
    const hunk = all.slice(from, to + 1);
    const aLen = hunk.filter(([k]) => k !== '+').length;
    const bLen = hunk.filter(([k]) => k !== '-').length;
    out.push(`@@ -${aLen ? aStart : aStart - 1},${aLen} +${bLen ? bStart : bStart - 1},${bLen} @@`);
    for (const [k, l] of hunk) out.push(`${k}${l}`);
  }
  return out.join('\n');
}

type Op = [' ' | '-' | '+', string];

function lcsOps(a: string[], b: string[]): Op[] {
  const n = a.length;
  const m = b.length;
  const len: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    const row = len[i] ?? [];
    const below = len[i + 1] ?? [];
    for (let j = m - 1; j >= 0; j--) row[j] = a[i] === b[j] ? (below[j + 1] ?? 0) + 1 : Math.max(below[j] ?? 0, row[j + 1] ?? 0);
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      ops.push([' ', a[i++] ?? '']);
      j++;
    } else if (i < n && (j >= m || (len[i + 1]?.[j] ?? 0) >= (len[i]?.[j + 1] ?? 0))) ops.push(['-', a[i++] ?? '']);
    else ops.push(['+', b[j++] ?? '']);
  }
  return ops;
}
