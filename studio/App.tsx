/**
 * The studio's shell (issue 30): login, the top bar, the navigator on the left, the page's outline and
 * inspector in the middle, the preview on the right, problems and history below. It wires the panels
 * (studio/panels.ts) to the store; the panels never call the API.
 */
import { useCallback, useEffect, useState } from 'react';
import type { StudioProblem } from '../engine/studio/contract.ts';
import { NewBrand } from './new-brand/NewBrand.tsx';
import { DemoSitesPanel } from './new-brand/DemoSitesPanel.tsx';
import { BottomTabs } from './shell/BottomTabs.tsx';
import { HistoryPanel } from './shell/HistoryPanel.tsx';
import { Login } from './shell/Login.tsx';
import { ssoLoginPath } from './api/client.ts';
import { Navigator } from './shell/Navigator.tsx';
import { NoticeBar } from './shell/NoticeBar.tsx';
import { Problems } from './shell/Problems.tsx';
import { PublishDialog } from './shell/PublishDialog.tsx';
import { ScheduleDialog } from './shell/ScheduleDialog.tsx';
import { SchedulesPanel } from './shell/SchedulesPanel.tsx';
import { SecurityDialog } from './shell/SecurityDialog.tsx';
import type { Proof } from './state/store.ts';
import { shortcutOf } from './shell/shortcuts.ts';
import { ShortcutsSheet } from './shell/ShortcutsSheet.tsx';
import { TopBar } from './shell/TopBar.tsx';
import { Modal } from './shell/Modal.tsx';
import { TokensPanel } from './shell/TokensPanel.tsx';
import { ROLES } from '../schemas/operator-api/roles.ts';
import { VitalsPanel } from './shell/VitalsPanel.tsx';
import { ReviewPanel } from './review/ReviewPanel.tsx';
import { approvalBlock, approvalText } from './review/approval-text.ts';
import { WebhooksPanel } from './shell/WebhooksPanel.tsx';
import { Workspace } from './shell/Workspace.tsx';
import { ConflictDialog } from './together/ConflictDialog.tsx';
import { othersHere } from './together/others.ts';
import { linkTogether } from './state/together-link.ts';
import { useStudio, useStudioStore } from './state/context.tsx';
import { grants, highestRole } from './state/permissions.ts';

export function App() {
  const store = useStudioStore();
  const phase = useStudio((s) => s.phase);
  const notice = useStudio((s) => s.notice);
  const sso = useStudio((s) => s.sso);

  useEffect(() => {
    void store.getState().start();
  }, [store]);

  if (phase === 'starting') return <p role="status">Opening the studio…</p>;
  if (phase === 'signedOut')
    return (
      <>
        <NoticeBar notice={notice} onDismiss={() => store.getState().dismissNotice()} />
        <Login
          onLogin={(name, password, proof) => store.getState().login(name, password, proof)}
          sso={sso?.enabled ? { label: sso.label, href: ssoLoginPath } : undefined}
        />
      </>
    );
  return <Studio />;
}

function Studio() {
  const store = useStudioStore();
  const state = useStudio((s) => s);
  const { session, draft, lint, catalog, selection } = state;
  const [publishing, setPublishing] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [security, setSecurity] = useState(false);
  const stepUp = useCallback((password: string, proof: Proof) => store.getState().stepUp(password, proof), [store]);
  const [tab, setTab] = useState('problems');
  const [tokensOpen, setTokensOpen] = useState(false);
  const [keysOpen, setKeysOpen] = useState(false);
  const permissions = state.permissions();
  const errors = lint?.errors ?? 0;
  // this tab's own id for its presence: other tabs of the same session are other tabs
  const [presenceTab] = useState(() => crypto.randomUUID());

  useEffect(() => linkTogether(store, presenceTab), [store, presenceTab]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut || publishing || scheduling) return;
      event.preventDefault();
      if (shortcut === 'help') return setKeysOpen(true);
      void (shortcut === 'undo' ? store.getState().undo() : store.getState().redo());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, publishing, scheduling]);

  // the open draft's review follows its version: an edit after an approval makes it stale
  useEffect(() => {
    void store.getState().loadReview();
  }, [store, draft?.id, draft?.version]);

  const publishBlocked = !draft
    ? permissions.edit || (session && grants(session.grants, 'editor', null))
      ? 'The draft could not be opened.'
      : 'A viewer reads the live revision: nothing to publish.'
    : !permissions.publish
      ? `Your role cannot publish${selection.template ? ` ${selection.template}` : ''}.`
      : errors > 0
        ? `${errors} lint error${errors === 1 ? '' : 's'} stand.`
        : state.unsaved.length > 0
          ? 'Save your changes first.'
          : approvalBlock(state.review);

  const onFix = useCallback(
    (problem: StudioProblem) => {
      if (problem.fix) void store.getState().applyFiles(problem.fix.description, problem.fix.files);
    },
    [store],
  );
  const loadHistory = useCallback(() => store.getState().history(), [store]);
  const loadVitals = useCallback(() => store.getState().vitals(), [store]);
  const loadSchedules = useCallback(() => store.getState().schedules(), [store]);
  const loadQueue = useCallback(() => store.getState().loadQueue(), [store]);
  const loadDemoSites = useCallback(() => store.getState().demoSites(), [store]);
  const pointDemoSite = useCallback((domain: string, code: string, colour: string) => store.getState().pointDemoSite(domain, code, colour), [store]);
  // the route refuses anyone but an admin over every template
  const canPoint = session?.grants.some((g) => g.role === 'admin' && g.scope === '*') ?? false;
  const loadTokens = useCallback(() => store.getState().tokens(), [store]);
  const top = session ? highestRole(session.grants) : undefined;
  const tokenRoles = top ? ROLES.slice(0, ROLES.indexOf(top) + 1) : [];
  const loadWebhooks = useCallback(() => store.getState().webhooks(), [store]);
  const redeliver = useCallback((delivery: string) => store.getState().redeliver(delivery), [store]);

  return (
    <div className="studio">
      <TopBar
        account={session?.account ?? ''}
        role={session ? highestRole(session.grants) : undefined}
        version={draft?.version ?? null}
        saveState={state.saveState}
        unsaved={state.unsaved.length}
        onRetry={() => void store.getState().retryUnsaved()}
        undoLabel={state.undoStack.at(-1)?.label}
        redoLabel={state.redoStack.at(-1)?.label}
        onUndo={() => void store.getState().undo()}
        onRedo={() => void store.getState().redo()}
        publishBlocked={publishBlocked}
        approval={state.review && state.review.needsApproval.length > 0 ? approvalText(state.review) : null}
        onPublish={() => setPublishing(true)}
        onSchedule={() => setScheduling(true)}
        onHistory={() => {
          setTab('history');
          document.getElementById('studio-bottom')?.focus();
        }}
        onLogout={() => void store.getState().logout()}
        onTokens={() => setTokensOpen(true)}
        onSecurity={() => setSecurity(true)}
        others={othersHere(state.others, draft?.id ?? null, selection.template)}
      />
      <NoticeBar notice={state.notice} onDismiss={() => store.getState().dismissNotice()} />
      <div className="columns">
        <aside className="column-left">
          {catalog ? <NewBrand catalog={catalog} onEdit={(edit) => void store.getState().edit(edit)} permissions={permissions} /> : null}
          {catalog ? (
            <Navigator
              catalog={catalog}
              template={selection.template}
              page={selection.page}
              onTemplate={(key) => void store.getState().selectTemplate(key)}
              onPage={(key, page) => void store.getState().selectTemplate(key, page)}
            />
          ) : (
            <p className="muted">The catalog could not be read.</p>
          )}
        </aside>
        <Workspace />
      </div>
      <section id="studio-bottom" className="bottom" aria-label="Problems and history" tabIndex={-1}>
        <BottomTabs
          label="Problems and history"
          current={tab}
          onChange={setTab}
          tabs={[
            {
              id: 'problems',
              label: `Problems (${errors + (lint?.warnings ?? 0)})`,
              content: <Problems lint={lint} onReveal={(p) => store.getState().reveal(p)} onFix={onFix} permissions={permissions} />,
            },
            {
              id: 'history',
              label: 'History',
              content: (
                <>
                  <SchedulesPanel
                    load={loadSchedules}
                    canCancel={permissions.publish}
                    onCancel={(id) => store.getState().cancelSchedule(id)}
                    refreshKey={`${state.schedulesSeen}:${draft?.parent ?? ''}`}
                  />
                  <HistoryPanel
                    load={loadHistory}
                    canRollback={permissions.publish}
                    onRollback={(revision, message) => store.getState().rollback(revision, message)}
                    loadChanges={(revision) => store.getState().revisionDiff(revision)}
                    refreshKey={draft?.parent}
                    stepUp={stepUp}
                  />
                </>
              ),
            },
            {
              id: 'review',
              label: `Review${state.review && state.review.openComments > 0 ? ` (${state.review.openComments})` : ''}`,
              content: (
                <ReviewPanel
                  review={state.review}
                  comments={state.comments}
                  queue={state.queue}
                  canRequest={permissions.edit}
                  selected={{ template: selection.template, page: selection.page, node: selection.node, breakpoint: selection.breakpoint }}
                  onRequest={(reviewers, note) => store.getState().requestReview(reviewers, note)}
                  onApprove={(decision, note) => store.getState().approve(decision, note)}
                  onComment={(text, target, replyTo) => store.getState().addComment(text, target, replyTo)}
                  onResolve={(id) => store.getState().resolveComment(id)}
                  onLoadQueue={loadQueue}
                  onOpen={(id) => void store.getState().openDraft(id)}
                />
              ),
            },
            { id: 'vitals', label: 'Field vitals', content: <VitalsPanel load={loadVitals} template={selection.template} /> },
            {
              id: 'demo-sites',
              label: 'Demo sites',
              content: <DemoSitesPanel load={loadDemoSites} point={pointDemoSite} canPoint={canPoint} refreshKey={draft?.parent} />,
            },
            // webhooks (issue 50 part 4): their endpoints answer only an admin over every template, as pointing a demo site does
            ...(canPoint ? [{ id: 'webhooks', label: 'Webhooks', content: <WebhooksPanel load={loadWebhooks} redeliver={redeliver} /> }] : []),
          ]}
        />
      </section>
      {keysOpen ? <ShortcutsSheet onClose={() => setKeysOpen(false)} /> : null}
      {tokensOpen ? (
        <Modal title="API tokens" onClose={() => setTokensOpen(false)}>
          <TokensPanel
            load={loadTokens}
            create={(name, grant, days) => store.getState().createToken(name, grant, days)}
            revoke={(id) => store.getState().revokeToken(id)}
            roles={tokenRoles}
          />
        </Modal>
      ) : null}
      {state.conflict ? <ConflictDialog conflict={state.conflict} onChoose={(choice) => void store.getState().resolveConflict(choice)} /> : null}
      {publishing ? (
        <PublishDialog
          onClose={() => setPublishing(false)}
          loadDiff={() => store.getState().diffToLive()}
          publish={(message) => store.getState().publish(message)}
          mergeFiles={(stale) => store.getState().mergeFiles(stale)}
          merge={(live, choices) => store.getState().merge(live, choices)}
          lintErrors={errors}
          stepUp={stepUp}
        />
      ) : null}
      {security ? (
        <SecurityDialog
          onClose={() => setSecurity(false)}
          load={() => store.getState().secondFactors()}
          totpOffer={() => store.getState().totpOffer()}
          totpEnrol={(secret, code) => store.getState().totpEnrol(secret, code)}
          addPasskey={() => store.getState().addPasskey()}
          stepUp={stepUp}
        />
      ) : null}
      {scheduling ? (
        <ScheduleDialog onClose={() => setScheduling(false)} load={loadSchedules} schedule={(at, message) => store.getState().scheduleDraft(at, message)} />
      ) : null}
    </div>
  );
}
