// Starts the project's nginx (scripts/nginx.mjs) for a build, for the benchmarks.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Serves `build` on `port` and resolves with the process once the site answers. */
export async function startNginx({build, port}) {
  const child = spawn('node', ['scripts/nginx.mjs', '--port', String(port), '--build', build], {
    cwd: root,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/developers/`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`nginx did not answer at ${url} within 10 s`);
}
