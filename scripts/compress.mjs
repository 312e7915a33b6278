#!/usr/bin/env node
// Writes .br and .gz files beside every text asset of a build, for nginx's *_static modules.
// Usage: node scripts/compress.mjs [buildDir]   Prints the file count and the byte totals.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(html|js|css|json|svg|xml|txt|map|webmanifest)$/;
const MIN_BYTES = 512;
const buildDir = path.resolve(process.argv[2] ?? 'build');

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let files = 0;
let raw = 0;
let gz = 0;
let br = 0;
for (const file of walk(buildDir)) {
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const gzipped = zlib.gzipSync(data, {level: 9});
  const brotli = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  fs.writeFileSync(`${file}.gz`, gzipped);
  fs.writeFileSync(`${file}.br`, brotli);
  files += 1;
  raw += data.length;
  gz += gzipped.length;
  br += brotli.length;
}
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(`compress: ${files} files, ${kib(raw)} raw, ${kib(gz)} gzip, ${kib(br)} brotli`);
