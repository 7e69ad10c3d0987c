import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { renderOpenApiDocument } from '../src/openapi-document.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the committed API contract (run `npm run openapi` after changing a route)', () => {
  // It starts an embedded database and the whole app of its own: more than the default 20 s when the
  // other test files of the run share the cores.
  it('openapi.json matches what the app generates', async () => {
    const committed = fs.readFileSync(path.join(root, 'openapi.json'), 'utf8');
    expect(committed).toBe(await renderOpenApiDocument());
  }, 60_000);

  it("the web app's generated API types match openapi.json", async () => {
    const document = JSON.parse(fs.readFileSync(path.join(root, 'openapi.json'), 'utf8'));
    const expected = astToString(await openapiTS(document, { defaultNonNullable: false }));
    const committed = fs.readFileSync(path.join(root, 'apps/web/src/lib/api-schema.d.ts'), 'utf8');
    // The file carries the generator's banner comment before the generated code.
    expect(committed.slice(committed.indexOf('export interface paths'))).toBe(expected);
  });

  it('refers to shared schemas by name, each one used and present (decision 036)', () => {
    const document = JSON.parse(fs.readFileSync(path.join(root, 'openapi.json'), 'utf8'));
    const names = Object.keys(document.components.schemas);
    const text = JSON.stringify(document);
    const referred = new Set(
      [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]),
    );
    expect([...referred].sort()).toEqual([...names].sort());
    // The contract is described once and referred to by every operation answering with it.
    expect(names).toEqual(
      expect.arrayContaining(['ApiError', 'Contract', 'ContractChangeInput', 'Customer']),
    );
    const contractRefs = text.split('"$ref":"#/components/schemas/Contract"').length - 1;
    expect(contractRefs).toBeGreaterThanOrEqual(4);
  });
});
