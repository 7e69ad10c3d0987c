// `npm run openapi`: write the committed API description (openapi.json at the repository root) and
// the web app's types generated from it. CI fails when either is stale.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { renderOpenApiDocument } from '../src/openapi-document.ts';

const root = path.resolve(import.meta.dirname, '../../..');
fs.writeFileSync(path.join(root, 'openapi.json'), await renderOpenApiDocument());
console.log('wrote openapi.json');
if (fs.existsSync(path.join(root, 'apps/web/package.json'))) {
  execFileSync('npm', ['run', 'api-types', '-w', '@maxer/web'], { cwd: root, stdio: 'inherit' });
}
