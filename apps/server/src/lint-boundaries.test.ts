import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from './db/paths';

const root = path.resolve(serverRoot(), '../..');
const probeName = `lint-probe-${process.pid}`;
const written: string[] = [];

/** Writes a probe file inside the tree (so the resolver sees real paths) and remembers it. */
function probe(relativePath: string, source: string): string {
  const file = path.join(root, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  // Remove only what was written: the probe file, or the probe's own folder.
  const parts = relativePath.split('/');
  const own = parts.findIndex((part) => part.startsWith(probeName));
  written.push(path.join(root, ...parts.slice(0, own + 1)));
  return file;
}

async function boundaryErrors(file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintFiles([file]);
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('lint boundaries hold on resolved paths', () => {
  afterAll(() => {
    for (const file of written) {
      if (!path.basename(file).startsWith(probeName)) throw new Error(`not a probe: ${file}`);
      fs.rmSync(file, { recursive: true, force: true });
    }
  });

  it('refuses a feature importing another feature, at any depth', async () => {
    const shallow = probe(
      `apps/web/src/features/auth/${probeName}.ts`,
      "export * from '../blog/api/get-blog';\n",
    );
    const deep = probe(
      `apps/web/src/features/auth/${probeName}/one/two/probe.ts`,
      "export * from '../../../../blog/api/get-blog';\n",
    );
    const own = probe(
      `apps/web/src/features/blog/${probeName}/probe.ts`,
      "export * from '../api/get-blog';\n",
    );
    expect(await boundaryErrors(shallow)).toHaveLength(1);
    expect(await boundaryErrors(deep)).toHaveLength(1);
    expect(await boundaryErrors(own)).toEqual([]);
  }, 240_000);

  it('refuses lib/ importing a feature, shared importing more than zod, a module reaching into another', async () => {
    const lib = probe(
      `apps/web/src/lib/${probeName}/probe.ts`,
      "export * from '../../features/blog/api/get-blog';\n",
    );
    const shared = probe(
      `packages/shared/src/${probeName}/probe.ts`,
      "export { z } from 'zod';\nexport { default as fastify } from 'fastify';\n",
    );
    const mod = probe(
      `apps/server/src/modules/leads/${probeName}/probe.ts`,
      "export * from '../../auth/auth.repository';\nexport * from '../../auth/auth.service';\n",
    );
    expect(await boundaryErrors(lib)).toHaveLength(1);
    expect(await boundaryErrors(shared)).toHaveLength(1);
    expect(await boundaryErrors(mod)).toHaveLength(1);
  }, 240_000);
});
