// The comments feature's public face (ADR 031, ADR 049): what other features may use of it. Every
// function takes the subject as `{ kind: 'contract' | 'media_session', id }`; a subject's page for
// its customer (the offer page, the shared media page) shows `publicComments`, a job's history tells
// `commentHistory`.
export {
  addComment,
  type CommentsDeps,
  changeComment,
  commentHistory,
  getThread,
  publicComments,
  removeComment,
} from './comments.service.ts';
