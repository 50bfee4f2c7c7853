import { Suspense, useId, useRef } from 'react';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { NotCarried, useAllMessagesToHydrate } from '../../src/i18n/not-carried.tsx';
import { LoginForm } from '../../src/auth/LoginForm.tsx';
import { commandsSupported } from '../../src/render/native-invoker.ts';
import { useHydrating } from '../../src/render/hydrate-gate.tsx';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';

/**
 * A guest's "Log in" on a template whose login is a modal: a <dialog> the button opens by an invoker command
 * (`commandfor` + `command="show-modal"`), with the form's fields in the server's HTML. The browser opens it,
 * moves focus in, closes it on Escape and gives focus back, all before the header's code arrives; the live
 * header hydrates the same dialog, still open. A browser without invoker commands keeps the modal of
 * src/app/SessionHost.tsx, opened by `fallback` (docs/hydration.md, "What works before the code").
 */
export function LoginDialog({ fallback }: { fallback(): void }) {
  const t = useT();
  const id = useId();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost"
        {...invoke(id, 'show-modal')}
        onClick={() => {
          if (!commandsSupported()) fallback();
        }}
      >
        {t('ui.login')}
      </button>
      <dialog
        id={id}
        ref={dialog}
        className="dialog dialog--medium"
        aria-labelledby={titleId}
        onClick={(e) => {
          if (e.target === dialog.current) close();
        }}
      >
        {/* shut on the first load: the page does not carry its messages, and its panel hydrates once they are here */}
        <NotCarried>
          <Suspense fallback={null}>
            <Panel id={id} titleId={titleId} close={close} />
          </Suspense>
        </NotCarried>
      </dialog>
    </>
  );
}

/** invoker attributes, which React's types do not know yet */
const invoke = (commandfor: string, command: string) => ({ commandfor, command });

function Panel({ id, titleId, close }: { id: string; titleId: string; close(): void }) {
  useAllMessagesToHydrate(useHydrating());
  const t = useT();
  return (
    <div className="dialog__panel">
      <header className="dialog__header">
        <h2 id={titleId}>{t('ui.login')}</h2>
        <button type="button" className="icon-button" {...invoke(id, 'close')} aria-label={t('ui.close')}>
          <Icon path={icons.close} />
        </button>
      </header>
      <div className="dialog__body">
        <LoginForm onDone={close} onLeave={close} />
      </div>
    </div>
  );
}
