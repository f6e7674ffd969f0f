// One server under load for http-throughput.ts, in its own process so the load generator does not share its event
// loop: `hello` (a Fastify hello-world, the yardstick) or `blade <dataDir>` (the embedded server). Prints the
// base URL on stdout and runs until killed.
import Fastify from 'fastify';
import { startServer } from '../../src/server/start';

const [kind, dataDir] = process.argv.slice(2);

const main = async (): Promise<string> => {
  if (kind === 'hello') {
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }
  if (kind === 'blade' && dataDir) {
    return (await startServer({ dataDir, captchaFixed: 'bench' })).url;
  }
  throw new Error('usage: _throughput-target.ts hello | blade <dataDir>');
};

main().then(
  (url) => console.log(url),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
