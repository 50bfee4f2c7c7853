/** What the sites will show differently, in words, grouped by the templates each change reaches: what an operator reads first. */
import type { SiteChange } from '../api/types.ts';
import { byTemplates, templatesWords } from '../../engine/diff/change-words.ts';

export function ChangeList({ changes, label = 'What the sites will show' }: { changes: readonly SiteChange[]; label?: string }) {
  if (changes.length === 0) return null;
  return (
    <section className="site-changes" aria-label={label}>
      {byTemplates(changes).map((group) => (
        <div key={group.templates.join(',')} className="site-changes-group">
          <h4>{templatesWords(group.templates)}</h4>
          <ul>
            {group.lines.map((line, i) => (
              <li key={`${i}:${line}`}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
