import {loaderRulePlugin} from './lib/loaderRule';

/**
 * Passes the site config module of the browser bundle through `lib/site-config-loader.cjs`,
 * which drops the entries only the build reads (see there). The server bundle keeps them.
 */
export default function slimSiteConfigPlugin() {
  return loaderRulePlugin({
    name: 'slim-site-config',
    test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/,
    loader: 'site-config-loader.cjs',
  });
}
