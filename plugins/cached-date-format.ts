import type {Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin} from './lib/replaceModule';

/**
 * The theme's date formatting hook (`@docusaurus/theme-common` `utils/IntlUtils`) is replaced
 * by `src/client/cachedDateTimeFormat.ts`, which makes each `Intl.DateTimeFormat` once instead
 * of on every render. Browser bundle only.
 */
export default function cachedDateFormatPlugin(): Plugin {
  return moduleReplacementPlugin({
    name: 'cached-date-format',
    request: /^\.\/utils\/IntlUtils(\.js)?$/,
    issuer: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]internal\.js$/,
    replacement: 'cachedDateTimeFormat.ts',
  });
}
