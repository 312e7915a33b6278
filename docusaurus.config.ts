import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {
  ANALYTICS,
  ANNOUNCEMENT,
  BASE_URL,
  EDIT_URL,
  SEARCH_PLUGIN_DEFAULTS,
  SITE_URL,
  USE_WEBPACK,
} from './config/env';
import {footer} from './config/footer';
import {hasGitHistory} from './config/git';
import {inventoryDocIds} from './config/inventory';
import {navbar} from './config/navbar';
import {prism} from './config/prism';
import remarkPendingDocLinks from './config/remarkPendingDocLinks';
import {searchOptions} from './config/search';
import {ssrTemplate} from './config/ssrTemplate';
import searchDocGroupsPlugin from './plugins/search-doc-groups';
import searchLocalPlugin, {docSearchGroups} from './plugins/search-local';
import firstRenderLoaderPlugin from './plugins/first-render-loader';
import idlePrefetchPlugin from './plugins/idle-prefetch';
import lazyPrismPlugin from './plugins/lazy-prism';
import runtimeMapsPlugin from './plugins/runtime-maps';
import lazyRoutesPlugin from './plugins/lazy-routes';
import slimGlobalDataPlugin from './plugins/slim-global-data';
import slimSiteConfigPlugin from './plugins/slim-site-config';
import slimVersionPropsPlugin from './plugins/slim-version-props';
import serverOnlyPlugin from './plugins/server-only';
import routeDataPlugin from './plugins/route-data';
import serverRouteDataPlugin from './plugins/server-route-data';
import cachedDateFormatPlugin from './plugins/cached-date-format';
import slimTslibPlugin from './plugins/slim-tslib';
import browserHeadPlugin from './plugins/browser-head';
import progressBarPlugin from './plugins/progress-bar';
import cacheDependenciesPlugin from './plugins/cache-dependencies';
import chunkSplitPlugin from './plugins/chunk-split';
import searchWorkerNamePlugin from './plugins/search-worker-name';
import navbarItemTypesPlugin from './plugins/navbar-item-types';
import announcementBarPlugin from './plugins/announcement-bar';
import browserLoadablePlugin from './plugins/browser-loadable';
import routePatternsPlugin from './plugins/route-patterns';
import routerDepsPlugin from './plugins/router-deps';
import prefixRoutesFirstPlugin from './plugins/prefix-routes-first';
import routeGroupsPlugin, {preloadRouteGroupsPlugin} from './plugins/route-groups';
import searchFallbackPlugin from './plugins/search-fallback';
import latestPostsPlugin from './plugins/latest-posts';
import markdownExportPlugin from './plugins/markdown-export';
import qualityScaleCheckPlugin from './plugins/quality-scale-check';
import utf8ScriptsPlugin from './plugins/utf8-scripts';
import cssPurgePlugin from './plugins/css-purge';
import qualityScaleDocsPlugin from './plugins/quality-scale-docs';
import remarkQualityScaleRule from './config/remarkQualityScaleRule';
import {docFileExists} from './config/sidebarBuilder';

const docsDir = path.join(__dirname, 'docs');

const pendingDocLinks = [
  remarkPendingDocLinks,
  {
    docsDir,
    inventoryIds: new Set(inventoryDocIds()),
    exists: (id: string) => docFileExists(docsDir, id),
    docsRoutePrefix: '/docs/',
  },
] as const;

const qualityScaleRule = [remarkQualityScaleRule, {docsDir}] as const;

const config = {
  title: 'Home Assistant 开发者文档',
  tagline: '开始开发所需的一切',
  titleDelimiter: '|',
  url: SITE_URL,
  baseUrl: BASE_URL,
  favicon: 'img/favicon.svg',
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      // The theme's own texts stay English (locale en); the pages themselves are Chinese.
      en: {label: '简体中文', htmlLang: 'zh-CN', direction: 'ltr', calendar: 'gregory'},
    },
  },

  future: {
    v4: true,
    experimental_faster: !USE_WEBPACK,
  },

  markdown: {
    mermaid: true,
    format: 'detect',
  },

  ssrTemplate,
  scripts: ANALYTICS
    ? [
        {
          src: ANALYTICS.src,
          defer: true,
          ...(ANALYTICS.domain ? {'data-domain': ANALYTICS.domain} : {}),
        },
      ]
    : [],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: hasGitHistory(__dirname),
          breadcrumbs: true,
          ...(EDIT_URL ? {editUrl: EDIT_URL} : {}),
          beforeDefaultRemarkPlugins: [pendingDocLinks, qualityScaleRule],
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          postsPerPage: 10,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: '全部文章',
          blogTitle: '开发者博客',
          blogDescription: '面向 Home Assistant 开发者的变更说明与公告',
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineAuthors: 'throw',
          onInlineTags: 'throw',
          onUntruncatedBlogPosts: 'throw',
          showReadingTime: true,
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'Home Assistant 开发者博客',
            description: '面向 Home Assistant 开发者的变更说明与公告',
            copyright: 'Copyright © 2025 Home Assistant 开发者文档',
            language: 'zh-CN',
          },
          ...(EDIT_URL ? {editUrl: EDIT_URL} : {}),
          beforeDefaultRemarkPlugins: [pendingDocLinks],
        },
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    latestPostsPlugin,
    markdownExportPlugin,
    qualityScaleCheckPlugin,
    qualityScaleDocsPlugin,
    firstRenderLoaderPlugin,
    idlePrefetchPlugin,
    lazyPrismPlugin,
    runtimeMapsPlugin,
    lazyRoutesPlugin,
    slimVersionPropsPlugin,
    slimGlobalDataPlugin,
    slimSiteConfigPlugin,
    serverOnlyPlugin,
    routeDataPlugin,
    serverRouteDataPlugin,
    cachedDateFormatPlugin,
    slimTslibPlugin,
    browserHeadPlugin,
    progressBarPlugin,
    cacheDependenciesPlugin,
    chunkSplitPlugin,
    searchWorkerNamePlugin({pluginWorker: SEARCH_PLUGIN_DEFAULTS}),
    navbarItemTypesPlugin,
    announcementBarPlugin,
    browserLoadablePlugin,
    routePatternsPlugin,
    routerDepsPlugin,
    utf8ScriptsPlugin,
    cssPurgePlugin,
    prefixRoutesFirstPlugin,
    routeGroupsPlugin,
    preloadRouteGroupsPlugin,
    ...(SEARCH_PLUGIN_DEFAULTS ? [] : [searchFallbackPlugin]),
    // With the plugin's defaults, no page has a search context.
    searchDocGroupsPlugin(SEARCH_PLUGIN_DEFAULTS ? {} : docSearchGroups()),
  ],

  themes: [
    '@docusaurus/theme-mermaid',
    SEARCH_PLUGIN_DEFAULTS
      ? ['@easyops-cn/docusaurus-search-local', {}]
      : [searchLocalPlugin, searchOptions],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    ...(ANNOUNCEMENT ? {announcementBar: {...ANNOUNCEMENT, isCloseable: true}} : {}),
    navbar,
    footer,
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    mermaid: {theme: {light: 'neutral', dark: 'forest'}},
    prism,
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
