/**
 * A player's name as the public may see it: the first two and last two characters around asterisks
 * (kingjay88 → ki****88). Names the backend already masked pass through unchanged.
 */
export function maskAccount(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.includes('*')) return trimmed;
  const chars = [...trimmed];
  if (chars.length <= 2) return `${chars[0]}***`;
  if (chars.length <= 5) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}****${chars.slice(-2).join('')}`;
}
