// The `sources` front matter of doc pages and blog posts: which upstream files, posts and pull
// requests a page's facts were checked against. One reading serves the content check
// (scripts/check-content.mjs) and the list at the end of each page (src/components/PageSources).
//
// An entry is a string:
//   <repo>/<path>@<ref>   a file at a tag or commit, e.g. core/homeassistant/config_entries.py@2025.5.3
//   <repo>#<number>       a pull request, e.g. core#123456

/** Repository keys allowed in `sources`, and the GitHub repository each names. */
export const SOURCE_REPOS = {
  core: 'home-assistant/core',
  frontend: 'home-assistant/frontend',
  supervisor: 'home-assistant/supervisor',
  'operating-system': 'home-assistant/operating-system',
  android: 'home-assistant/android',
  intents: 'home-assistant/intents',
  developers: 'home-assistant/developers.home-assistant',
  architecture: 'home-assistant/architecture',
  brands: 'home-assistant/brands',
  cli: 'home-assistant/cli',
  addons: 'home-assistant/addons',
  builder: 'home-assistant/builder',
  hassil: 'home-assistant/hassil',
  'home-assistant-js-websocket': 'home-assistant/home-assistant-js-websocket',
};

const FILE = /^([a-z][a-z-]*)\/(\S+)@([0-9A-Za-z][0-9A-Za-z._-]*)$/;
const PULL = /^([a-z][a-z-]*)#([1-9][0-9]*)$/;
const UPSTREAM_POST = /^blog\/(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/;

/**
 * @typedef {{kind: 'file', repo: string, path: string, ref: string, url: string}} SourceFile
 * @typedef {{kind: 'pull', repo: string, number: number, url: string}} SourcePull
 * @typedef {SourceFile | SourcePull} Source
 */

/**
 * Reads one `sources` entry; `{error}` says what is wrong with one that does not parse.
 * @param {unknown} entry
 * @returns {Source | {error: string}}
 */
export function parseSource(entry) {
  if (typeof entry !== 'string') return {error: `an entry must be a string, not ${typeof entry}`};
  const pull = PULL.exec(entry);
  const file = pull ? null : FILE.exec(entry);
  const repo = pull?.[1] ?? file?.[1];
  if (!repo) {
    return {error: `"${entry}" is neither <repo>/<path>@<ref> nor <repo>#<pull request number>`};
  }
  const github = Object.hasOwn(SOURCE_REPOS, repo)
    ? SOURCE_REPOS[/** @type {keyof typeof SOURCE_REPOS} */ (repo)]
    : undefined;
  if (!github) return {error: `"${entry}" names an unknown repository "${repo}"`};
  if (pull) {
    const number = Number(pull[2]);
    return {kind: 'pull', repo, number, url: `https://github.com/${github}/pull/${number}`};
  }
  const [, , filePath = '', ref = ''] = /** @type {RegExpExecArray} */ (file);
  if (filePath.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    return {error: `"${entry}" has an empty or relative path segment`};
  }
  return {
    kind: 'file',
    repo,
    path: filePath,
    ref,
    url: `https://github.com/${github}/blob/${ref}/${filePath}`,
  };
}

/**
 * The problems of a page's `sources` front matter value: none for a non-empty list of valid
 * entries without repeats.
 * @param {unknown} value
 * @returns {string[]}
 */
export function sourcesProblems(value) {
  if (value === undefined) return ['front matter lacks "sources"'];
  if (!Array.isArray(value) || value.length === 0) {
    return ['"sources" must be a non-empty list'];
  }
  const problems = [];
  const seen = new Set();
  for (const entry of value) {
    const source = parseSource(entry);
    if ('error' in source) problems.push(`sources: ${source.error}`);
    else if (seen.has(entry)) problems.push(`sources: "${entry}" is listed twice`);
    seen.add(entry);
  }
  return problems;
}

/**
 * The upstream post a blog post's sources name (a file under `blog/` of the developers
 * repository), as its URL on the upstream site; undefined when none is named.
 * @param {readonly unknown[] | undefined} sources
 * @returns {string | undefined}
 */
export function upstreamPostUrl(sources) {
  for (const entry of sources ?? []) {
    const source = parseSource(entry);
    if ('error' in source || source.kind !== 'file' || source.repo !== 'developers') continue;
    const post = UPSTREAM_POST.exec(source.path);
    if (post) {
      const [, year, month, day, slug] = post;
      return `https://developers.home-assistant.io/blog/${year}/${month}/${day}/${slug}`;
    }
  }
  return undefined;
}
