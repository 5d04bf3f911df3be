/** What other modules use of the notices: queue one beside a change, in the same transaction. */
export { type NoticeInput, queueNotice, queueNotices } from './queue.js';
export type { Bilingual, NoticeFacts } from './texts.js';
export { runNoticeWorker } from './worker.js';
