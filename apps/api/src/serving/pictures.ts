import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SERVING_MESSAGES } from './messages';
import { resolveFile, sendFile } from './static-files';
import { Code } from '../http/envelope';
import type { FastifyInstance } from 'fastify';

// Beside main.js in the built server (tools/build-api.mjs), in tools/ when run from the sources.
const BUILT_GENERATOR = join(__dirname, 'pictures', 'generate.mjs');
const GENERATOR = existsSync(BUILT_GENERATOR) ? BUILT_GENERATOR : join(__dirname, '../../../../tools/pictures/generate.mjs');
const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * Draws the demo pictures into <filesDir>/pictures on first start (the generator is a
 * plain Node script, so it runs the same under tsx, jest and node) and serves them.
 */
export function registerPictures(app: FastifyInstance, filesDir: string): void {
  const dir = join(filesDir, 'pictures');
  if (!existsSync(join(dir, '.complete'))) execFileSync(process.execPath, [GENERATOR, dir], { stdio: 'ignore' });
  app.get<{ Params: { '*': string } }>('/pictures/*', async (request, reply) => {
    const file = await resolveFile(dir, request.params['*']);
    if (!file) return reply.code(404).send({ code: Code.noSuchPath, message: SERVING_MESSAGES.fileNotFound, data: [] });
    return sendFile(reply, file, { 'cache-control': LONG_CACHE });
  });
}
