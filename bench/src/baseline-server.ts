import Fastify from 'fastify';

// The floor every endpoint is compared with: Fastify answering a small JSON body, no plugins.
const app = Fastify({ logger: false });
app.get('/baseline', async () => ({ status: 'ok', message: 'baseline' }));

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
