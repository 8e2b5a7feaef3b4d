import autocannon from 'autocannon';
import { freshPostgres, signInHeaders, startBenchServer } from './server.ts';

const CONNECTIONS = 10;
const DURATION_SECONDS = 8;
const TARGET_RATIO = 0.3;

async function rps(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function measure(label: string, databaseUrl?: string): Promise<void> {
  const server = await startBenchServer(databaseUrl);
  try {
    const auth = await signInHeaders(server.url);
    await rps(`${server.url}/api/health/`); // warm-up
    const trivial = await rps(`${server.url}/api/health/`);
    const profile = await rps(`${server.url}/api/profiles/my/`, {
      ...auth,
      accept: 'application/json; version=2',
    });
    const ratio = profile / trivial;
    console.log(`\nAPI on ${label}: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
    console.log(`  GET /api/health/ (trivial)        ${trivial.toFixed(0).padStart(7)} req/s`);
    console.log(`  GET /api/profiles/my/ (token)     ${profile.toFixed(0).padStart(7)} req/s`);
    console.log(
      `  ratio ${ratio.toFixed(2)} (target at least ${TARGET_RATIO}): ${ratio >= TARGET_RATIO ? 'within target' : 'BELOW TARGET'}`,
    );
  } finally {
    await server.close();
  }
}

export async function apiBench(): Promise<void> {
  await measure('embedded PGlite');
  const postgres = await freshPostgres('portal_bench');
  if (postgres) await measure('PostgreSQL', postgres);
  else
    console.log(
      '\nAPI on PostgreSQL: skipped, no PostgreSQL answered at BENCH_DATABASE_URL or 127.0.0.1:5432',
    );
}
