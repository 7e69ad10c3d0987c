import { API_KEY_RATE_LIMIT } from '@maxer/domain';

// The introduction at the top of /api/docs, for the author of a program (issue 19, ADR 052). Markdown,
// one section a constant; `API_INTRODUCTION` lists them in order, so a feature adds its own section
// (e.g. the webhook events) by adding a file beside this one and a line to the list in index.ts.

export const OVERVIEW = `The API of Maxer: the same one the web app uses. Every path starts with \`/api\`; bodies and answers are JSON.`;

export const AUTHENTICATION = `## Authentication

**Programs** authenticate with an **API key**. The company's owner creates one under *My company → API keys*
(\`/my-company/api-keys\`), with a name, an optional expiry date and a scope:

- **read-only**: \`GET\` and \`HEAD\` only; any other method answers \`403\` (\`error_api_key_read_only\`);
- **read-write**: everything the role table allows API keys.

The key is shown **once**, when it is created. Send it on every request:

\`\`\`
Authorization: Bearer mx_<keyId>_<secret>
\`\`\`

To try the API on this page, press **Authorize** and paste the key under \`apiKey\`.

A key acts for its company. It never reaches the platform's admin routes, signing in or out, sessions, the
profile and its password, nor the API keys themselves (\`403\`, \`error_api_key_not_allowed\`). An unknown, wrong, expired or
revoked key answers \`401\` (\`error_api_key_invalid\`). No CSRF token is needed with a key. Every change made
with a key is recorded in the history under the key's name.

Browsers use the session cookie \`x-auth\` set by \`POST /api/auth/login\` (changes then need the
\`x-csrf-token\` header).`;

export const PAGING = `## Lists and paging

Every list takes \`page\` (from 1), \`pageSize\` (1–100, default 25), \`sort\` (a column name, \`-\` in front for
descending, e.g. \`sort=-createdAt\`) and, where the list has a search, \`q\`. It answers:

\`\`\`json
{ "items": [ … ], "total": 1234, "page": 1, "pageSize": 25 }
\`\`\``;

export const ERRORS = `## Errors

Every error has the same shape, with a message in the caller's language (\`Accept-Language: de\` or \`en\`):

\`\`\`json
{
  "error": { "code": "error_validation", "message": "…", "fields": { "email": { "code": "error_email_invalid", "message": "…" } } },
  "requestId": "…"
}
\`\`\`

\`fields\` is present for invalid input (400), naming each refused field. Quote \`requestId\` when you ask for help.
Another company's records answer \`404\`, as if they did not exist.`;

export const RATE_LIMITS = `## Rate limits

Each API key may make ${API_KEY_RATE_LIMIT.max} requests a minute (the installation may set another number). Over it,
the answer is \`429\` (\`error_too_many_requests\`) with a \`Retry-After\` header: the seconds to wait.`;
