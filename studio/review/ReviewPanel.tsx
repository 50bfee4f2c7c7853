/**
 * The studio's Review area (issue 49, docs/operators.md "Review and approval"): where the open draft's
 * review stands, asking for review, approving or asking for changes (disabled, with the reason, for the
 * draft's own editors), comment threads on the draft, the selected node or one of its props, and the
 * queue of drafts waiting for this operator. A panel: it shows what it is given and reports actions.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ReviewQueueItem, ReviewStatus } from '../../schemas/operator-api/review-answers.ts';
import type { CommentTarget, ReviewComment } from '../../schemas/operator-api/review.ts';
import { approvalText } from './approval-text.ts';

export interface ReviewPanelProps {
  review: ReviewStatus | null;
  comments: ReviewComment[];
  queue: ReviewQueueItem[] | null;
  /** the operator may edit the draft's templates: may ask for review */
  canRequest: boolean;
  /** where a new comment may point: the page and node selected in the outline, the breakpoint in view */
  selected: { template: string | null; page: string | null; node: string | null; breakpoint: string | null };
  /** each answers null when done, else why not */
  onRequest: (reviewers: string[], note: string) => Promise<string | null>;
  onApprove: (decision: 'approve' | 'changes', note: string) => Promise<string | null>;
  onComment: (text: string, target?: CommentTarget, replyTo?: string) => Promise<string | null>;
  onResolve: (id: string) => Promise<string | null>;
  onLoadQueue: () => Promise<void>;
  onOpen: (draft: string) => void;
}

const STATE_WORDS: Record<ReviewStatus['state'], string> = {
  open: 'not sent for review',
  'in-review': 'in review',
  approved: 'approved',
  'changes-requested': 'changes requested',
};

/** Where a comment points, in words. */
export function targetText(target: CommentTarget | undefined): string {
  if (!target) return 'the draft';
  const where = `${target.template} · ${target.page}`;
  if (!target.node) return where;
  return `${where} · ${target.node}${target.prop ? ` · ${target.prop}${target.breakpoint ? ` at ${target.breakpoint}` : ''}` : ''}`;
}

export function ReviewPanel(props: ReviewPanelProps) {
  const { review, onLoadQueue } = props;
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    void onLoadQueue();
  }, [onLoadQueue]);
  const report = (done: string) => (error: string | null) => setMessage(error ?? done);

  return (
    <section className="review" aria-label="Review">
      {review ? (
        <>
          <p>
            <strong>Review:</strong> {STATE_WORDS[review.state]}
            {review.reviewers.length > 0 ? ` · asked ${review.reviewers.join(', ')}` : ''} · {approvalText(review)}
          </p>
          {review.note ? <p className="muted">“{review.note}”</p> : null}
          {props.canRequest ? <RequestForm onRequest={(r, n) => props.onRequest(r, n).then(report('Review asked for.'))} /> : null}
          <ApproveForm review={review} onApprove={(d, n) => props.onApprove(d, n).then(report(d === 'approve' ? 'Approved.' : 'Changes asked for.'))} />
          <Comments {...props} onDone={setMessage} />
        </>
      ) : (
        <p className="empty">No draft is open: the queue below lists drafts waiting for your review.</p>
      )}
      <Queue queue={props.queue} onOpen={props.onOpen} onRefresh={() => void onLoadQueue()} />
      <p role="status" className="muted small">
        {message ?? ''}
      </p>
    </section>
  );
}

function RequestForm({ onRequest }: { onRequest: (reviewers: string[], note: string) => Promise<void> }) {
  const id = useId();
  const [reviewers, setReviewers] = useState('');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const names = reviewers
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    void onRequest([...new Set(names)], note.trim());
  };
  return (
    <form aria-label="Ask for review" onSubmit={submit}>
      <label htmlFor={`${id}-reviewers`}>Reviewers (account names, comma-separated)</label>
      <input id={`${id}-reviewers`} value={reviewers} onChange={(e) => setReviewers(e.target.value)} autoComplete="off" />
      <label htmlFor={`${id}-note`}>Note for the reviewers</label>
      <textarea id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} />
      <button type="submit">Ask for review</button>
    </form>
  );
}

function ApproveForm({ review, onApprove }: { review: ReviewStatus; onApprove: (decision: 'approve' | 'changes', note: string) => Promise<void> }) {
  const id = useId();
  const [note, setNote] = useState('');
  const blocked = review.mayApprove.ok ? null : review.mayApprove.message;
  return (
    <form aria-label="Approve" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={`${id}-note`}>Decision note</label>
      <textarea id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} disabled={blocked !== null} />
      <button
        type="button"
        className="primary"
        disabled={blocked !== null}
        aria-describedby={blocked ? `${id}-why` : undefined}
        onClick={() => void onApprove('approve', note.trim())}
      >
        Approve
      </button>
      <button
        type="button"
        disabled={blocked !== null}
        aria-describedby={blocked ? `${id}-why` : undefined}
        onClick={() => void onApprove('changes', note.trim())}
      >
        Ask for changes
      </button>
      {blocked ? (
        <span id={`${id}-why`} className="muted small">
          {blocked}
        </span>
      ) : null}
    </form>
  );
}

type On = 'draft' | 'node' | 'prop';

function Comments(props: ReviewPanelProps & { onDone: (message: string | null) => void }) {
  const id = useId();
  const { selected, comments, onComment, onResolve, onDone } = props;
  const [text, setText] = useState('');
  const [on, setOn] = useState<On>('draft');
  const [prop, setProp] = useState('');
  const place = selected.template && selected.page ? { template: selected.template, page: selected.page } : null;
  const target: CommentTarget | undefined =
    on === 'draft' || !place || !selected.node
      ? undefined
      : on === 'node' || !prop.trim()
        ? { ...place, node: selected.node }
        : { ...place, node: selected.node, prop: prop.trim(), ...(selected.breakpoint ? { breakpoint: selected.breakpoint } : {}) };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    const error = await onComment(text.trim(), target);
    onDone(error ?? 'Comment added.');
    if (!error) setText('');
  };
  const threads = comments.filter((c) => !c.replyTo);
  return (
    <div className="comments">
      <h3>Comments</h3>
      {threads.length === 0 ? <p className="empty">No comments yet.</p> : null}
      <ul aria-label="Comment threads">
        {threads.map((thread) => (
          <li key={thread.id}>
            <Thread thread={thread} replies={comments.filter((c) => c.replyTo === thread.id)} onComment={onComment} onResolve={onResolve} onDone={onDone} />
          </li>
        ))}
      </ul>
      <form aria-label="New comment" onSubmit={(e) => void submit(e)}>
        <fieldset>
          <legend>Comment on</legend>
          <label>
            <input type="radio" name={`${id}-on`} checked={on === 'draft'} onChange={() => setOn('draft')} /> the draft
          </label>
          <label>
            <input type="radio" name={`${id}-on`} checked={on === 'node'} disabled={!selected.node} onChange={() => setOn('node')} /> the selected node
            {selected.node ? ` (${selected.node})` : ''}
          </label>
          <label>
            <input type="radio" name={`${id}-on`} checked={on === 'prop'} disabled={!selected.node} onChange={() => setOn('prop')} /> a prop of it
          </label>
        </fieldset>
        {on === 'prop' ? (
          <>
            <label htmlFor={`${id}-prop`}>Prop name{selected.breakpoint ? ` (at ${selected.breakpoint})` : ''}</label>
            <input id={`${id}-prop`} value={prop} onChange={(e) => setProp(e.target.value)} autoComplete="off" />
          </>
        ) : null}
        <label htmlFor={`${id}-text`}>Comment</label>
        <textarea id={`${id}-text`} value={text} onChange={(e) => setText(e.target.value)} maxLength={2000} />
        <button type="submit">Add comment</button>
      </form>
    </div>
  );
}

function Thread({
  thread,
  replies,
  onComment,
  onResolve,
  onDone,
}: {
  thread: ReviewComment;
  replies: ReviewComment[];
  onComment: ReviewPanelProps['onComment'];
  onResolve: ReviewPanelProps['onResolve'];
  onDone: (message: string | null) => void;
}) {
  const id = useId();
  const [reply, setReply] = useState('');
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) return;
    const error = await onComment(reply.trim(), undefined, thread.id);
    onDone(error ?? 'Reply added.');
    if (!error) setReply('');
  };
  return (
    <article aria-label={`Comment by ${thread.author} on ${targetText(thread.target)}`} className={thread.resolved ? 'resolved' : undefined}>
      <p className="muted small">
        {thread.author} on {targetText(thread.target)}
        {thread.resolved ? ` · resolved by ${thread.resolved.by}` : ''}
      </p>
      <p>{thread.text}</p>
      {replies.map((r) => (
        <p key={r.id} className="reply">
          <span className="muted small">{r.author}: </span>
          {r.text}
        </p>
      ))}
      {thread.resolved ? null : (
        <>
          <button type="button" onClick={() => void onResolve(thread.id).then((e) => onDone(e ?? 'Resolved.'))}>
            Resolve
          </button>
          <form aria-label={`Reply to ${thread.author}`} onSubmit={(e) => void send(e)}>
            <label htmlFor={`${id}-reply`}>Reply</label>
            <input id={`${id}-reply`} value={reply} onChange={(e) => setReply(e.target.value)} autoComplete="off" />
            <button type="submit">Send reply</button>
          </form>
        </>
      )}
    </article>
  );
}

function Queue({ queue, onOpen, onRefresh }: { queue: ReviewQueueItem[] | null; onOpen: (draft: string) => void; onRefresh: () => void }) {
  return (
    <div className="queue">
      <h3>Waiting for your review</h3>
      <button type="button" onClick={onRefresh}>
        Refresh the queue
      </button>
      {queue === null ? null : queue.length === 0 ? (
        <p className="empty">Nothing is waiting for you.</p>
      ) : (
        <ul aria-label="Review queue">
          {queue.map((item) => (
            <li key={item.draft.id}>
              {item.draft.title} <span className="muted">by {item.draft.owner}</span>
              {item.named ? <strong> · you are asked</strong> : null}
              {item.needsApproval.length > 0 ? <span className="muted"> · needs approval ({item.needsApproval.join(', ')})</span> : null}
              {item.openComments > 0 ? <span className="muted"> · {item.openComments} open comments</span> : null}{' '}
              <button type="button" onClick={() => onOpen(item.draft.id)} aria-label={`Open ${item.draft.title} by ${item.draft.owner}`}>
                Open
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
