// The comments feature's public face (ADR 031, ADR 049): the thread of a subject, placed by the page
// that shows the subject (a job's page, a media session's page).
export { CommentThread } from './components/comment-thread.tsx';
