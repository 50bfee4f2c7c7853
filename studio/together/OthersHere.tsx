/** The top bar's avatars: the other operators on this draft or template (issue 49 part 4). */
import { initialsOf } from './others.ts';

export function OthersHere({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <ul className="others-here" aria-label="Also here">
      {names.map((name) => (
        <li key={name} className="other" title={`${name} has this open`}>
          <span className="avatar" aria-hidden="true">
            {initialsOf(name)}
          </span>
          <span className="other-name">{name}</span>
        </li>
      ))}
    </ul>
  );
}
