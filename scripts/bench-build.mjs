#!/usr/bin/env node
// Cold production builds with the rspack path (Docusaurus Faster) and the webpack path, one
// after the other in the same run. Prints both wall times, their ratio and each peak memory;
// exits 1 when rspack is under 3x faster or its cold build exceeds 60 s.
// Usage: node scripts/bench-build.mjs
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function coldBuild(name, env) {
  for (const dir of ['.docusaurus', 'node_modules/.cache', `.run/bench-${name}`]) {
    fs.rmSync(path.join(root, dir), {recursive: true, force: true});
  }
  const result = spawnSync(
    '/usr/bin/time',
    ['-f', 'TIME %e %M', 'npx', 'docusaurus', 'build', '--out-dir', `.run/bench-${name}`],
    {cwd: root, encoding: 'utf8', env: {...process.env, ...env}, maxBuffer: 64 * 1024 * 1024},
  );
  const match = /TIME ([\d.]+) (\d+)/.exec(result.stderr ?? '');
  if (result.status !== 0 || !match) {
    console.log((result.stdout ?? '').slice(-3000), (result.stderr ?? '').slice(-3000));
    throw new Error(`${name} build failed`);
  }
  fs.rmSync(path.join(root, `.run/bench-${name}`), {recursive: true, force: true});
  return {seconds: Number(match[1]), peakMiB: Number(match[2]) / 1024};
}

const rspack = coldBuild('rspack', {});
const webpack = coldBuild('webpack', {DOCUSAURUS_BUNDLER: 'webpack'});
const ratio = webpack.seconds / rspack.seconds;
console.log(
  `bench:build rspack ${rspack.seconds.toFixed(1)} s (peak ${rspack.peakMiB.toFixed(0)} MiB), ` +
    `webpack ${webpack.seconds.toFixed(1)} s (peak ${webpack.peakMiB.toFixed(0)} MiB), ` +
    `webpack/rspack ${ratio.toFixed(2)}x`,
);
const failures = [];
if (ratio < 3) failures.push(`rspack is ${ratio.toFixed(2)}x faster, target 3x`);
if (rspack.seconds > 60)
  failures.push(`cold rspack build ${rspack.seconds.toFixed(1)} s, target 60 s`);
console.log(failures.length ? `targets missed: ${failures.join('; ')}` : 'targets met');
process.exit(failures.length ? 1 : 0);
