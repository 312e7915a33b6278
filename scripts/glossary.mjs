#!/usr/bin/env node
// Writes GLOSSARY.md from src/data/glossary.json (--write), or checks that it matches (default).
// Usage: node scripts/glossary.mjs [--write]   Exits 1 when GLOSSARY.md differs.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {glossaryMarkdown} from '../src/lib/glossary.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const file = path.join(root, 'GLOSSARY.md');
const data = JSON.parse(fs.readFileSync(path.join(root, 'src/data/glossary.json'), 'utf8'));
const text = glossaryMarkdown(data.groups);
if (process.argv.includes('--write')) {
  fs.writeFileSync(file, text);
  console.log(`glossary: wrote ${path.basename(file)}`);
} else if (fs.readFileSync(file, 'utf8') !== text) {
  console.log(
    'glossary: GLOSSARY.md differs from src/data/glossary.json; run node scripts/glossary.mjs --write',
  );
  process.exit(1);
} else {
  console.log('glossary: GLOSSARY.md matches src/data/glossary.json');
}
