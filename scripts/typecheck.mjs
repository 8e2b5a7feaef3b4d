// Type-checks every TypeScript project, as many at once as the machine has cores: each `tsc` is one
// single-threaded program, and the server's and the web app's take most of a minute each.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// Longest first, so the short ones fill in beside them. The server's project includes the benchmarks,
// which import the server: checked on their own, they took as long again.
const projects = ['apps/server', 'apps/web', 'packages/contracts', 'e2e'];

const check = (project) =>
  new Promise((resolve) => {
    const started = Date.now();
    const tsc = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    tsc.stdout.on('data', (chunk) => (output += chunk));
    tsc.stderr.on('data', (chunk) => (output += chunk));
    tsc.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok' : 'FAILED'}  ${project} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });

const queue = [...projects];
const results = [];
const worker = async () => {
  for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), projects.length) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
