#!/usr/bin/env bash
# Runs every check and test of the project and ends with one line: "N passed, N failed".
# Steps: install, type-check, content rules, linters, unit tests, production build, its
# links and first-load budgets, variant builds (one without the speed layer), browser tests.
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
skipped=0
declare -a failures=()

record() { # record NAME PASSED FAILED
  passed=$((passed + $2))
  failed=$((failed + $3))
  if [ "$3" -gt 0 ]; then failures+=("$1"); fi
}

check() { # check NAME COMMAND...: one check that passes when the command exits 0
  local name=$1
  shift
  echo "== $name"
  if "$@"; then record "$name" 1 0; else record "$name" 0 1; fi
}

# check_or_skip NAME COMMAND...: like check, but exit code 75 means the command skipped itself
# (it needs ../shared, which a clone without it lacks) and is counted as skipped.
check_or_skip() {
  local name=$1 status
  shift
  echo "== $name"
  "$@"
  status=$?
  if [ "$status" -eq 75 ]; then
    skipped=$((skipped + 1))
  elif [ "$status" -eq 0 ]; then record "$name" 1 0; else record "$name" 0 1; fi
}

# Reads "passed failed" counts from a Vitest or Playwright JSON report.
counts() {
  node -e '
    const fs = require("fs");
    const [kind, file] = process.argv.slice(1);
    if (!fs.existsSync(file)) { console.log("0 1"); process.exit(0); }
    const r = JSON.parse(fs.readFileSync(file, "utf8"));
    if (kind === "vitest") {
      console.log(`${r.numPassedTests} ${r.numFailedTests + (!r.success && r.numFailedTests === 0 ? 1 : 0)}`);
    } else {
      const s = r.stats;
      console.log(`${s.expected + s.flaky} ${s.unexpected + (r.errors?.length ? 1 : 0)}`);
    }' "$1" "$2"
}

if ! bash scripts/install.sh; then
  echo "install failed"
  echo "0 passed, 1 failed"
  exit 1
fi
rm -rf test-results
mkdir -p test-results

check "type-check (tsc)" npx tsc --noEmit
check "content rules" node scripts/check-content.mjs
check "glossary (GLOSSARY.md from src/data/glossary.json)" node scripts/glossary.mjs
check_or_skip "import guard (Home Assistant API table)" node scripts/check-imports.mjs --skip-code 75
check "eslint" npx eslint .
check "stylelint" npx stylelint "src/**/*.css"
check "prettier" npx prettier --check .
check "markdownlint" npx markdownlint-cli2
check "chinese copy (autocorrect)" node scripts/lint-copy.mjs

echo "== unit tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile=test-results/unit.json
read -r p f < <(counts vitest test-results/unit.json)
record "unit tests" "$p" "$f"

check "production build" npm run build
check "links and anchors of the build" node scripts/check-links.mjs build
check "first-load budgets of the build" node scripts/page-weight.mjs --build build

# Variant builds for the browser tests: one with an announcement bar, one with a wrong base URL.
variants_ok=1
variant() { # variant NAME OUTDIR ENV...
  local name=$1 out=$2
  shift 2
  echo "== variant build ($name)"
  if env "$@" npx docusaurus build --out-dir "$out" >"test-results/variant-$(basename "$out").log" 2>&1; then
    record "variant build ($name)" 1 0
  else
    tail -40 "test-results/variant-$(basename "$out").log"
    record "variant build ($name)" 0 1
    variants_ok=0
  fi
}
variant "announcement bar" build-variants/announcement \
  ANNOUNCEMENT_ID=test-announcement-2025 \
  ANNOUNCEMENT_CONTENT='测试公告：<a href="/developers/blog">阅读博客</a>'
variant "wrong base URL" build-variants/wrong-base BASE_URL=/wrong-base/
# The same content without the speed layer (speed/manifest.ts): the framework as shipped.
variant "speed layer off" build-variants/stock SPEED_LAYER=off
if [ -f build/index.html ] && [ -f build-variants/stock/index.html ]; then
  check "stock build without the speed layer" node scripts/check-stock.mjs build build-variants/stock
fi

if [ -f build/index.html ] && [ "$variants_ok" -eq 1 ]; then
  echo "== browser tests (playwright)"
  npx playwright test
  read -r p f < <(counts playwright test-results/e2e.json)
  record "browser tests" "$p" "$f"
else
  echo "== browser tests skipped: a build failed"
  record "browser tests (not run)" 0 1
fi

if [ "${#failures[@]}" -gt 0 ]; then
  echo "failed: ${failures[*]}"
fi
if [ "$skipped" -gt 0 ]; then
  echo "${passed} passed, ${failed} failed, ${skipped} skipped"
else
  echo "${passed} passed, ${failed} failed"
fi
[ "$failed" -eq 0 ]
