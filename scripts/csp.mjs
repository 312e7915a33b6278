#!/usr/bin/env node
// The Content-Security-Policy of a built site, derived from what its pages load: a sha256 hash
// for every distinct inline script (the colour-mode and announcement scripts, the base-URL
// banner), the origins of external scripts (the analytics host, when one is configured), and
// nothing else. No 'unsafe-eval'. Styles allow inline: Mermaid diagrams carry <style> elements.
// Usage: node scripts/csp.mjs [buildDir]   Prints the policy.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {walkFiles} from './lib/files.mjs';

const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i;

/** Inline script bodies and external script origins of one HTML document. */
export function scriptsOf(html) {
  const inline = [];
  const origins = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? '';
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? '';
    if (!EXECUTABLE.test(type)) continue;
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (src) {
      if (/^https?:\/\//i.test(src)) origins.push(new URL(src).origin);
    } else if (match[2]) {
      inline.push(match[2]);
    }
  }
  return {inline, origins};
}

export function sha256(text) {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The policy for every page of a build. */
export function buildPolicy(buildDir) {
  const hashes = new Set();
  const origins = new Set();
  for (const file of walkFiles(buildDir, {match: (name) => name.endsWith('.html')})) {
    const {inline, origins: found} = scriptsOf(fs.readFileSync(file, 'utf8'));
    for (const body of inline) hashes.add(sha256(body));
    for (const origin of found) origins.add(origin);
  }
  const external = [...origins].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${[...[...hashes].sort(), ...external].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${external.length ? ` ${external.join(' ')}` : ''}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(buildPolicy(path.resolve(process.argv[2] ?? 'build')));
}
