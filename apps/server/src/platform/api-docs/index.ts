import { AUTHENTICATION, ERRORS, OVERVIEW, PAGING, RATE_LIMITS } from './introduction.ts';

/** The introduction shown at the top of /api/docs (the API description's `info.description`), in order. */
export const API_INTRODUCTION = [OVERVIEW, AUTHENTICATION, PAGING, ERRORS, RATE_LIMITS].join('\n\n');
