// The comments feature's public face (ADR 031, ADR 049): the thread of a subject, placed by the page
// that shows the subject (a job's page today, a media session's next).
export { CommentThread } from './components/comment-thread.tsx';
