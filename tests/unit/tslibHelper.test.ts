import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {__importDefault} from '../../speed/client/tslibImportDefault';
import {UTILS_COMMON_INDEX} from '../../speed/plugins/tslib-helper';

const require = createRequire(import.meta.url);

describe('tslib-helper', () => {
  it('@docusaurus/utils-common calls no tslib helper but __importDefault', () => {
    const file = require.resolve('@docusaurus/utils-common');
    expect(file).toMatch(UTILS_COMMON_INDEX);
    const helpers = new Set(
      [...fs.readFileSync(file, 'utf8').matchAll(/tslib_1\.(\w+)/g)].map((m) => m[1]),
    );
    expect([...helpers]).toEqual(['__importDefault']);
  });

  it('behaves as tslib.__importDefault', () => {
    const tslib = require('tslib') as {__importDefault: typeof __importDefault};
    const esModule = {__esModule: true, default: 1};
    const commonJs = {a: 1};
    for (const mod of [esModule, commonJs, null, 0]) {
      expect(__importDefault(mod)).toEqual(tslib.__importDefault(mod));
    }
    expect(__importDefault(esModule)).toBe(esModule);
  });
});
