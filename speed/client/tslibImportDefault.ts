/**
 * `tslib` for `@docusaurus/utils-common` in the browser bundle (`speed/plugins/tslib-helper.ts`): the
 * only helper that package's browser code calls is `__importDefault`, and the whole of tslib
 * (70 helpers, 3.6 KB of main.js after compression) came with it because a CommonJS `require`
 * cannot be tree-shaken. Same behaviour as tslib's helper.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
