import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerConfig } from '../config';
import type { FastifyInstance } from 'fastify';

const resolved = new WeakMap<ServerConfig, string>();

/**
 * Folder for uploads and generated pictures: config.filesDir, or (in-memory servers,
 * tests) a temporary folder removed when the app closes. One folder per config object,
 * shared by every module that asks.
 */
export function filesDirFor(app: FastifyInstance, config: ServerConfig): string {
  const known = resolved.get(config);
  if (known) return known;
  let dir = config.filesDir;
  if (!dir) {
    const temp = mkdtempSync(join(tmpdir(), 'h5-api-files-'));
    app.addHook('onClose', async () => rmSync(temp, { recursive: true, force: true }));
    dir = temp;
  }
  resolved.set(config, dir);
  return dir;
}
