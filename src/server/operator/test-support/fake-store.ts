/**
 * A stand-in for the store branch's ConfigStoreBackend (src/server/store/types.ts), for the operator
 * surface's tests until the real backends land: everything in memory, optionally loaded from and
 * written to one JSON file (`persist`) so a CLI run (`operator add`) and a server started after it
 * see the same accounts. Not for production: no locking between processes, the whole state rewritten
 * on every change.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type {
  Account,
  AuditEntry,
  ConfigStoreBackend,
  Draft,
  FileMap,
  FleetSite,
  NewAuditEntry,
  PublishInput,
  PublishResult,
  Revision,
  RevisionMeta,
  Session,
} from '../../store/types.ts';

interface State {
  revisions: Revision[];
  live: string | null;
  drafts: Draft[];
  accounts: Account[];
  sessions: Session[];
  audit: AuditEntry[];
  sites: FleetSite[];
  next: number;
}

const empty = (): State => ({ revisions: [], live: null, drafts: [], accounts: [], sessions: [], audit: [], sites: [], next: 1 });

export function contentIdOf(files: FileMap): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(files).sort()) hash.update(`${name}\0${files[name]}\0`);
  return hash.digest('hex').slice(0, 16);
}

const meta = ({ files: _files, ...rest }: Revision): RevisionMeta => rest;
const copy = <T>(value: T): T => structuredClone(value);

export interface FakeStoreOptions {
  /** a JSON file holding the whole state, read at open and rewritten after each change */
  persist?: string;
  now?: () => number;
}

export class FakeStore implements ConfigStoreBackend {
  readonly kind = 'memory' as const;
  readonly location: string;
  /** set to make every call fail, as a database that went away */
  down = false;
  private state: State;
  private readonly listeners = new Set<(id: string) => void>();
  private readonly now: () => number;

  constructor(private readonly options: FakeStoreOptions = {}) {
    this.location = options.persist ? `fake store in ${options.persist}` : 'fake store in memory';
    this.now = options.now ?? Date.now;
    this.state = options.persist && existsSync(options.persist) ? (JSON.parse(readFileSync(options.persist, 'utf8')) as State) : empty();
  }

  private async read<T>(f: (state: State) => T): Promise<T> {
    if (this.down) throw new Error('fake store: connection refused');
    return copy(f(this.state));
  }

  private async write<T>(f: (state: State) => T): Promise<T> {
    if (this.down) throw new Error('fake store: connection refused');
    const result = f(this.state);
    if (this.options.persist) {
      writeFileSync(`${this.options.persist}.tmp`, JSON.stringify(this.state));
      renameSync(`${this.options.persist}.tmp`, this.options.persist);
    }
    return copy(result);
  }

  private at = () => new Date(this.now()).toISOString();
  private id = (state: State) => String(state.next++).padStart(8, '0');

  live() {
    return this.read((s) => s.revisions.find((r) => r.id === s.live));
  }
  liveId() {
    return this.read((s) => s.live ?? undefined);
  }
  revision(id: string) {
    return this.read((s) => s.revisions.find((r) => r.id === id));
  }
  history(options: { before?: string; limit: number }) {
    return this.read((s) => {
      const older = [...s.revisions].reverse().filter((r) => options.before === undefined || r.id < options.before);
      const items = older.slice(0, options.limit).map(meta);
      return older.length > options.limit ? { items, next: items.at(-1)!.id } : { items };
    });
  }
  async publish(input: PublishInput): Promise<PublishResult> {
    const result = await this.write((s): PublishResult => {
      if (input.parent !== s.live) return { ok: false, reason: 'stale-parent', live: s.live };
      const revision: Revision = {
        id: this.id(s),
        contentId: contentIdOf(input.files),
        parent: input.parent,
        author: input.author,
        message: input.message,
        createdAt: this.at(),
        kind: input.kind,
        ...(input.restores ? { restores: input.restores } : {}),
        lint: input.lint,
        files: input.files,
      };
      s.revisions.push(revision);
      s.live = revision.id;
      return { ok: true, revision: meta(revision) };
    });
    if (result.ok) for (const listener of this.listeners) listener(result.revision.id);
    return result;
  }
  onLive(callback: (id: string) => void) {
    this.listeners.add(callback);
    return () => void this.listeners.delete(callback);
  }

  createDraft(input: Pick<Draft, 'owner' | 'title' | 'parent' | 'files'>) {
    return this.write((s) => {
      const draft: Draft = { ...input, id: randomUUID(), version: 1, createdAt: this.at(), updatedAt: this.at() };
      s.drafts.push(draft);
      return draft;
    });
  }
  draft(id: string) {
    return this.read((s) => s.drafts.find((d) => d.id === id));
  }
  drafts(owner?: string) {
    return this.read((s) => s.drafts.filter((d) => owner === undefined || d.owner === owner).map(({ files: _files, ...rest }) => rest));
  }
  updateDraft(id: string, version: number, change: Partial<Pick<Draft, 'title' | 'files' | 'parent'>>) {
    return this.write((s) => {
      const draft = s.drafts.find((d) => d.id === id);
      if (!draft || draft.version !== version) return undefined;
      Object.assign(draft, change, { version: version + 1, updatedAt: this.at() });
      return draft;
    });
  }
  deleteDraft(id: string) {
    return this.write((s) => {
      const before = s.drafts.length;
      s.drafts = s.drafts.filter((d) => d.id !== id);
      return s.drafts.length < before;
    });
  }

  account(name: string) {
    return this.read((s) => s.accounts.find((a) => a.name === name));
  }
  accounts() {
    return this.read((s) => s.accounts.map(({ passwordHash: _hash, ...rest }) => rest));
  }
  createAccount(account: Account) {
    return this.write((s) => {
      if (s.accounts.some((a) => a.name === account.name)) return false;
      s.accounts.push(account);
      return true;
    });
  }
  updateAccount(name: string, change: Partial<Omit<Account, 'name' | 'createdAt'>>) {
    return this.write((s) => {
      const account = s.accounts.find((a) => a.name === name);
      if (account) Object.assign(account, change);
      return account !== undefined;
    });
  }

  async createSession(session: Session) {
    await this.write((s) => void s.sessions.push(session));
  }
  session(idHash: string) {
    return this.read((s) => s.sessions.find((x) => x.idHash === idHash));
  }
  async touchSession(idHash: string, lastSeenAt: string) {
    await this.write((s) => {
      const session = s.sessions.find((x) => x.idHash === idHash);
      if (session) session.lastSeenAt = lastSeenAt;
    });
  }
  async deleteSession(idHash: string) {
    await this.write((s) => void (s.sessions = s.sessions.filter((x) => x.idHash !== idHash)));
  }
  async deleteSessionsOf(account: string) {
    await this.write((s) => void (s.sessions = s.sessions.filter((x) => x.account !== account)));
  }

  audit(entry: NewAuditEntry) {
    return this.write((s) => {
      const stored: AuditEntry = { ...entry, seq: s.audit.length + 1, at: entry.at ?? this.at() };
      s.audit.push(stored);
      return stored;
    });
  }
  auditLog(options: { before?: number; limit: number; actor?: string; action?: string }) {
    return this.read((s) => {
      const older = [...s.audit]
        .reverse()
        .filter(
          (e) =>
            (options.before === undefined || e.seq < options.before) &&
            (!options.actor || e.actor === options.actor) &&
            (!options.action || e.action === options.action),
        );
      const items = older.slice(0, options.limit);
      return older.length > options.limit ? { items, next: String(items.at(-1)!.seq) } : { items };
    });
  }

  async recordSite(site: FleetSite) {
    await this.write((s) => void (s.sites = [...s.sites.filter((x) => x.domain !== site.domain), site]));
  }
  sites() {
    return this.read((s) => s.sites);
  }
  async forgetSites(domains: readonly string[]) {
    await this.write((s) => void (s.sites = s.sites.filter((x) => !domains.includes(x.domain))));
  }

  async close() {
    this.listeners.clear();
  }
}
