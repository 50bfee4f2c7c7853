/**
 * libsql hands rows back as `unknown` (and adds a `_metadata` key), so every read goes through
 * these checked accessors: a schema drift fails loudly instead of leaking `undefined` into JSON.
 */
export type Row = Readonly<Record<string, unknown>>;

export function asRow(value: unknown): Row {
  if (typeof value !== 'object' || value === null) throw new Error('expected a database row');
  return value as Row;
}

export function asRows(values: unknown[]): Row[] {
  return values.map(asRow);
}

export function text(row: Row, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new Error(`column ${column} is not text`);
  return value;
}

export function textOrNull(row: Row, column: string): string | null {
  const value = row[column];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new Error(`column ${column} is not text`);
  return value;
}

export function num(row: Row, column: string): number {
  const value = row[column];
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'number') throw new Error(`column ${column} is not a number`);
  return value;
}

export function bool(row: Row, column: string): boolean {
  return num(row, column) !== 0;
}

export function json(row: Row, column: string): unknown {
  return JSON.parse(text(row, column));
}
