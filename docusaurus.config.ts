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
import {searchOptions} from './config/search';
import searchDocGroupsPlugin from './plugins/search-doc-groups';
import searchLocalPlugin, {docSearchGroups} from './plugins/search-local';
import cacheDependenciesPlugin from './plugins/cache-dependencies';
import latestPostsPlugin from './plugins/latest-posts';
import markdownExportPlugin from './plugins/markdown-export';
import qualityScaleCheckPlugin from './plugins/quality-scale-check';
import qualityScaleDocsPlugin from './plugins/quality-scale-docs';
import {docFileExists} from './config/sidebarBuilder';
import remarkPendingDocLinks from './plugins/remark/pending-doc-links';
import remarkQualityScaleRule from './plugins/remark/quality-scale-rule';
import {speedLayer} from './speed';

const docsDir = path.join(__dirname, 'docs');

// The page-speed layer (speed/manifest.ts): its plugins and page template; SPEED_LAYER=off
// builds the same content without it.
const speed = speedLayer(__dirname);

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

  ...(speed.ssrTemplate ? {ssrTemplate: speed.ssrTemplate} : {}),
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
    cacheDependenciesPlugin,
    // With the plugin's defaults, no page has a search context.
    searchDocGroupsPlugin(SEARCH_PLUGIN_DEFAULTS ? {} : docSearchGroups()),
    ...speed.plugins,
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
