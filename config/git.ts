import {spawnSync} from 'node:child_process';

/**
 * Whether `dir` sits in a git work tree with at least one commit. Docusaurus reads last-update
 * times from git history and fails the build when there is none (a tarball export, a fresh
 * repository), so the site shows last-update times only when this is true.
 */
export function hasGitHistory(dir: string): boolean {
  const result = spawnSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD'], {
    cwd: dir,
    stdio: 'ignore',
  });
  return result.status === 0;
}
