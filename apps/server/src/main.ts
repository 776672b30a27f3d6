import { ConfigError, loadConfig } from './platform/config';
import { startServer } from './server';

try {
  const config = loadConfig();
  const server = await startServer(config);
  const shutdown = async () => {
    await server.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  console.log(`Driller Portal is ready at ${config.publicUrl}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
