#!/usr/bin/env node
// Completes package-lock.json with the platform packages this machine's registry does not serve.
//
// Native tools (SWC, rollup) list one optional package per platform. The registry reachable
// here serves only the linux-x64 ones, so `npm install` leaves the others out of the lockfile and
// `npm ci` then refuses the lockfile as out of sync. This script adds a lock entry for each such
// optional package, with the os/cpu/libc its name declares, so that npm ci skips them on this
// platform without fetching them. Run it after every `npm install`; it prints what it added.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));

const OS = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU = [
  'x64',
  'arm64',
  'ia32',
  'arm',
  'ppc64',
  's390x',
  'riscv64',
  'loong64',
  'mips64el',
  'wasm32',
];

/** Platform fields implied by a platform package's name, e.g. `core-linux-arm64-musl`. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  const libc = parts.find(
    (part) =>
      part === 'gnu' ||
      part === 'musl' ||
      part.startsWith('gnueabi') ||
      part.startsWith('musleabi'),
  );
  return {
    ...(os ? {os: [os]} : {}),
    ...(cpu ? {cpu: [cpu]} : {}),
    ...(os === 'linux' && libc ? {libc: [libc.startsWith('musl') ? 'musl' : 'glibc']} : {}),
  };
}

const added = [];
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location === '' ? '' : `${location}/`;
    const nested = `${base}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform.os) continue; // not a platform package: leave it to npm
    const version = spec.replace(/^[\^~=]/, '');
    lock.packages[hoisted] = {version, optional: true, ...platform};
    added.push(`${dep}@${version}`);
  }
}

if (added.length > 0) {
  const sorted = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  lock.packages = sorted;
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(
  `lock-platforms: added ${added.length} platform packages${added.length ? `: ${added.join(', ')}` : ''}`,
);
