/** A template file's own colour schemes, by name, each as a token record (what is not an object is the schema rule's). */
export function schemeEntries(data: Record<string, unknown> | undefined): [string, Record<string, unknown>][] {
  const schemes = data?.['schemes'];
  if (typeof schemes !== 'object' || schemes === null) return [];
  return Object.entries(schemes).filter((entry): entry is [string, Record<string, unknown>] => typeof entry[1] === 'object' && entry[1] !== null);
}
