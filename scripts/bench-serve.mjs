#!/usr/bin/env node
// Load check of the production server: wrk (Debian package) against the project's nginx on
// loopback, for a bounded time, over a mix of pages and hashed assets, asking for compression.
// Prints requests/s, p50/p99 latency and the error count; exits 1 on any error.
// Usage: node scripts/bench-serve.mjs [--seconds 20] [--connections 64] [--port 8098]
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {startNginx} from './lib/nginx-server.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const {values} = parseArgs({
  options: {
    seconds: {type: 'string', default: '20'},
    connections: {type: 'string', default: '64'},
    port: {type: 'string', default: '8098'},
    build: {type: 'string', default: 'build'},
  },
});
const seconds = Math.min(Math.max(Number(values.seconds), 1), 120);
const buildDir = path.resolve(root, values.build);

const js = fs.readdirSync(path.join(buildDir, 'assets/js')).filter((f) => f.endsWith('.js'));
const css = fs.readdirSync(path.join(buildDir, 'assets/css')).filter((f) => f.endsWith('.css'));
const paths = [
  '/developers/',
  '/developers/docs/core/entity/light',
  '/developers/docs/config_entries_config_flow_handler',
  '/developers/blog',
  '/developers/blog/2025/05/26/sensor-default-display-precision',
  '/developers/docs/no-such-page',
  ...js.slice(0, 6).map((f) => `/developers/assets/js/${f}`),
  ...css.map((f) => `/developers/assets/css/${f}`),
];

const runDir = path.join(root, '.run');
fs.mkdirSync(runDir, {recursive: true});
const lua = path.join(runDir, 'wrk-mix.lua');
fs.writeFileSync(
  lua,
  `local paths = {${paths.map((p) => JSON.stringify(p)).join(', ')}}
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i], {["Accept-Encoding"] = "br, gzip"})
end
`,
);

const server = await startNginx({build: values.build, port: values.port});
try {
  const result = spawnSync(
    'wrk',
    [
      '-t2',
      `-c${values.connections}`,
      `-d${seconds}s`,
      '--latency',
      '-s',
      lua,
      `http://127.0.0.1:${values.port}`,
    ],
    {encoding: 'utf8', timeout: (seconds + 30) * 1000},
  );
  const out = result.stdout ?? '';
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
  const p50 = /\s50%\s+(\S+)/.exec(out)?.[1];
  const p99 = /\s99%\s+(\S+)/.exec(out)?.[1];
  const requests = /(\d+) requests in/.exec(out)?.[1];
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  // The mix holds one unknown page on purpose: its 404s are expected, anything else is an error.
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const expected404 = Math.round(Number(requests) / paths.length);
  const errors = socketErrors + Math.max(0, non2xx - expected404 - 1);
  console.log(
    `bench:serve ${seconds} s, ${values.connections} connections, ${paths.length} URLs: ` +
      `${requests} requests, ${rps} requests/s, p50 ${p50}, p99 ${p99}, errors ${errors} ` +
      `(404s for the unknown page: ${non2xx})`,
  );
  if (!rps) {
    console.log(out, result.stderr);
    process.exitCode = 1;
  } else if (errors > 0) {
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
}
