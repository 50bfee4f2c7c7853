/** The `?` sheet (issue 49 part 8): every key the studio answers, from studio/shell/shortcuts.ts. */
import { Modal } from './Modal.tsx';
import { SHORTCUT_SHEET } from './shortcuts.ts';

export function ShortcutsSheet({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Keyboard shortcuts" onClose={onClose}>
      <table className="shortcuts">
        <thead>
          <tr>
            <th scope="col">Where</th>
            <th scope="col">Keys</th>
            <th scope="col">Does</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUT_SHEET.map((row) => (
            <tr key={`${row.area} ${row.does}`}>
              <td>{row.area}</td>
              <td>
                {row.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 ? ' or ' : null}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </td>
              <td>{row.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
