import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const GENERATOR = join(__dirname, '../../../../tools/pictures/generate.mjs');
const YEAR_SECONDS = 31_536_000;

/**
 * Draws the demo pictures into <filesDir>/pictures on first start (the generator is a
 * plain Node script, so it runs the same under tsx, jest and node) and serves them.
 */
export async function registerPictures(app: FastifyInstance, filesDir: string): Promise<void> {
  const dir = join(filesDir, 'pictures');
  if (!existsSync(join(dir, '.complete'))) execFileSync(process.execPath, [GENERATOR, dir], { stdio: 'ignore' });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/pictures/',
    decorateReply: false,
    dotfiles: 'deny',
    index: false,
    maxAge: YEAR_SECONDS * 1000,
    immutable: true,
  });
}
