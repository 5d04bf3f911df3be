import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { trimAssetHeaders } from './security-headers.js';

/** Serves the built web app; paths without a file get index.html so the browser router can answer them. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ webDist }, 'web app not built: only the API is served (run npm run build)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies beside each text file (apps/web/vite.config.ts).
    preCompressed: true,
    // dist/ssr holds the server-rendering bundle: for the server to load, not for browsers.
    globIgnore: ['ssr/**'],
    allowedPath: (pathName) => !/^\/?ssr\//.test(pathName),
  });
  // Every built asset has its own route (wildcard: false); an asset name nobody built (an old page
  // asking for a chunk a new release removed) gets a plain 404, never index.html under the year-long cache.
  app.get('/assets/*', (_request, reply) =>
    reply.status(404).header('Cache-Control', 'no-store').type('text/plain').send('Not found.'),
  );
  // Vite puts a content hash in asset names, so they can be cached for good. (Set after the static
  // plugin, which writes its own Cache-Control.)
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200 && request.url.startsWith('/assets/')) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      trimAssetHeaders(reply);
    }
    return payload;
  });
  return true;
}
