// The yardstick for the API load test: Fastify with one JSON route and nothing else, in its own
// process as the API is. Prints its port once listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const members = Array.from({ length: 20 }, (_, index) => ({ _id: String(index), username: `member${index}`, name: { firstname: 'A', lastname: 'B' } }));
app.get('/bare', async () => ({ data: members }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
