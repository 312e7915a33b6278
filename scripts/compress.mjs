#!/usr/bin/env node
// Writes .br and .gz files beside every text asset of a build, for nginx's *_static modules.
// Usage: node scripts/compress.mjs [buildDir]   Prints the file count and the byte totals.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {walkFiles} from './lib/files.mjs';

const TEXT = /\.(html|js|css|json|svg|xml|txt|md|map|webmanifest)$/;
const MIN_BYTES = 512;
const buildDir = path.resolve(process.argv[2] ?? 'build');

let files = 0;
let raw = 0;
let gz = 0;
let br = 0;
for (const file of walkFiles(buildDir, {match: (name) => TEXT.test(name)})) {
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
