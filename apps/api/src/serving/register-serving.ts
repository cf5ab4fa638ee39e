import { filesDirFor } from './files-dir';
import { registerPages } from './pages';
import { registerPayQr } from './pay-qr';
import { registerPictures } from './pictures';
import { registerSponsorPages } from './sponsor-pages';
import { registerWebApp } from './web-app';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** Everything that is not an API call: pictures, the service/agent and sponsor pages, the web app. */
export async function registerServing(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerPictures(app, filesDirFor(app, ctx.config));
  registerPayQr(app, ctx);
  registerPages(app);
  registerSponsorPages(app);
  if (ctx.config.webDir) await registerWebApp(app, ctx, ctx.config.webDir);
}
