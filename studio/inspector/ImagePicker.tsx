/**
 * Pick one of the site's images (the shell's `assets()`: public/ paths) instead of typing a path:
 * the list loads when asked for and filters by name.
 */
import { useState } from 'react';
import type { InspectorProps } from '../panels.ts';

export function ImagePicker({ prop, assets, onPick }: { prop: string; assets: InspectorProps['assets']; onPick: (path: string) => void }) {
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState('');

  const show = () => {
    setOpen((o) => !o);
    if (list) return;
    assets().then(setList, (e: unknown) => setError(`The site's images could not be listed: ${e instanceof Error ? e.message : String(e)}`));
  };
  const shown = (list ?? []).filter((p) => p.toLowerCase().includes(filter.trim().toLowerCase()));

  return (
    <div className="image-picker">
      <button type="button" aria-expanded={open} onClick={show}>
        Choose an image for {prop}…
      </button>
      {open && (
        <div className="image-picker-panel">
          {error && <p className="field-error">{error}</p>}
          {!list && !error && <p>Loading the site's images…</p>}
          {list && (
            <>
              <label>
                Filter images
                <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
              </label>
              <ul className="image-list" aria-label="The site's images">
                {shown.map((path) => (
                  <li key={path}>
                    <button
                      type="button"
                      onClick={() => {
                        onPick(path);
                        setOpen(false);
                      }}
                    >
                      <img src={path} alt="" width={48} height={32} loading="lazy" />
                      <span>{path}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {shown.length === 0 && <p>No image matches.</p>}
            </>
          )}
        </div>
      )}
    </div>
  );
}
