import type { FastifyInstance } from 'fastify';
import { GUIDES } from './guides';
import { renderGuidePdf } from './help-pdf';

/** The Help page's guides, public like the page itself. */
export async function helpRoutes(app: FastifyInstance): Promise<void> {
  const cache = new Map<string, Buffer>();
  app.get('/help/:file', async (request, reply) => {
    const guide = GUIDES.find((g) => g.file === (request.params as { file: string }).file);
    if (!guide) return reply.callNotFound();
    let pdf = cache.get(guide.file);
    if (!pdf) {
      pdf = await renderGuidePdf(guide);
      cache.set(guide.file, pdf);
    }
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${guide.file}"`)
      .header('cache-control', 'public, max-age=3600')
      .send(pdf);
  });
}
