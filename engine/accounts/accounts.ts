/** Account names: short, plain, and never confusable with the non-interactive actors of the audit log (`cli:…`, `files`, `server`). */
const NAME = /^[a-z][a-z0-9._-]{1,62}$/;
const RESERVED = new Set(['files', 'server', 'anonymous']);

export function accountNameProblem(name: string): string | undefined {
  if (!NAME.test(name)) return 'a name is 2–63 characters: lowercase letters, digits, dot, dash or underscore, starting with a letter';
  if (RESERVED.has(name)) return `${name} is reserved for the audit log`;
  return undefined;
}
