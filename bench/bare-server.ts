// The ceiling: a bare Fastify handler answering an envelope, measured in the same run as the portal.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: '0000', msg: '', success: true, data: { hello: 'world' } }));
await app.listen({ port: Number(process.env.PORT ?? 18999), host: '127.0.0.1' });
