/**
 * What the operator API answers besides the studio contract (docs/operators.md "Operator API"): the
 * session and the bodies of publish and history, as the endpoint table (schemas/operator-api/) types them. The store's shapes (revisions, drafts, grants, lint
 * summaries) and the diff come from their one home, schemas/operator-api.ts, through the studio's
 * contract: the studio is a browser bundle that never imports src/server.
 */
// the contract's shapes, the store's and the diff's among them, are this module's too
export type * from '../../engine/studio/contract.ts';

// the operator API's answers, from the endpoint table's answer types
export type { DraftSummary, History, MessageHit, PublishResult, SessionInfo } from '../../schemas/operator-api/answers.ts';
