/**
 * Find a message key by what it says: a search over locales/ and brand copy (the shell's
 * `searchMessages`), each hit with its text in every language, so the operator picks the key whose
 * words fit rather than guessing a key's name.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { InspectorProps } from '../panels.ts';

const SEARCH_DELAY_MS = 250;

type Hit = Awaited<ReturnType<InspectorProps['searchMessages']>>[number];

export function MessageSearch({ prop, search, onPick }: { prop: string; search: InspectorProps['searchMessages']; onPick: (key: string) => void }) {
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(0);
  const resultsId = useId();

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setHits(null);
      return;
    }
    const n = ++asked.current;
    const timer = setTimeout(() => {
      search(q).then(
        (found) => {
          // an older answer arriving late never replaces a newer one
          if (n !== asked.current) return;
          setHits(found);
          setError(null);
        },
        (e: unknown) => {
          if (n === asked.current) setError(`The message search failed: ${e instanceof Error ? e.message : String(e)}`);
        },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, search]);

  return (
    <div className="message-search">
      <label>
        Search messages for {prop}
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-controls={resultsId} />
      </label>
      <div id={resultsId} aria-live="polite">
        {error && <p className="field-error">{error}</p>}
        {hits && hits.length === 0 && <p>No message matches “{query.trim()}”.</p>}
        {hits && hits.length > 0 && (
          <ul className="message-hits" aria-label={`Messages matching ${query.trim()}`}>
            {hits.map((hit) => (
              <li key={hit.key}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(hit.key);
                    setQuery('');
                  }}
                >
                  <code>{hit.key}</code>
                  <dl className="message-texts">
                    {Object.entries(hit.texts).map(([lang, text]) => (
                      <div key={lang}>
                        <dt>{lang}</dt>
                        <dd lang={lang}>{text}</dd>
                      </div>
                    ))}
                  </dl>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
