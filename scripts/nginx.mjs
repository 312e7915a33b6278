#!/usr/bin/env node
// Serves a built site with the project's nginx configuration, in the foreground.
// Usage: node scripts/nginx.mjs [--port 8080] [--build build]
// The site is at http://127.0.0.1:<port>/developers/. Ctrl+C (or SIGTERM) stops nginx.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {buildPolicy} from './csp.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '8080'},
    build: {type: 'string', default: 'build'},
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`nginx.mjs: --port must be a TCP port number, got "${values.port}"`);
  process.exit(2);
}
const buildDir = path.resolve(root, values.build);
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`nginx.mjs: no built site in ${buildDir}; run "npm run build" first`);
  process.exit(2);
}

const MODULES_DIR = '/usr/lib/nginx/modules';
const brotliModule = path.join(MODULES_DIR, 'ngx_http_brotli_static_module.so');
const hasBrotli = fs.existsSync(brotliModule);

const runDir = path.join(root, '.run', `nginx-${port}`);
const wwwDir = path.join(runDir, 'www');
fs.rmSync(runDir, {recursive: true, force: true});
fs.mkdirSync(wwwDir, {recursive: true});
// The site lives under /developers/: the web root holds a link of that name to the build.
fs.symlinkSync(buildDir, path.join(wwwDir, 'developers'));

const conf = fs
  .readFileSync(path.join(root, 'nginx', 'nginx.conf.template'), 'utf8')
  .replaceAll('@LOAD_MODULES@', hasBrotli ? `load_module ${brotliModule};` : '')
  .replaceAll('@BROTLI_STATIC@', hasBrotli ? 'brotli_static on;' : '')
  .replaceAll('@RUNDIR@', runDir)
  .replaceAll('@ROOT@', wwwDir)
  .replaceAll('@PORT@', String(port))
  .replaceAll('@CSP@', buildPolicy(buildDir));
const confPath = path.join(runDir, 'nginx.conf');
fs.writeFileSync(confPath, conf);

const nginx = spawn('nginx', ['-p', runDir, '-c', confPath, '-g', 'daemon off;'], {
  stdio: 'inherit',
});
nginx.on('error', (error) => {
  console.error(`nginx.mjs: could not start nginx (${error.message}); install Debian's nginx`);
  process.exit(1);
});
nginx.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => nginx.kill('SIGQUIT'));
}
console.log(
  `Serving ${path.relative(root, buildDir) || '.'} at http://127.0.0.1:${port}/developers/` +
    (hasBrotli ? ' (brotli and gzip)' : ' (gzip)'),
);
