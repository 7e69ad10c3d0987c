// The mail template list's query, apart from the template schemas: the web app's router reads it on
// every page, and the schemas' rich-text sanitizer would come along with them.
import { listQuerySchema } from '../lists/list-query.ts';

export const MAIL_TEMPLATE_SORTS = ['title', 'createdAt', 'updatedAt'] as const;
export const mailTemplateListQuerySchema = listQuerySchema(MAIL_TEMPLATE_SORTS, 'title');
