import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {splitFrontMatter} from '../scripts/lib/files.mjs';
import {AREAS} from '../config/areas';
import {HA_RELEASE} from '../config/release.mjs';
import {SIDEBAR_NAMES, inventory, sidebarDocIds} from '../config/inventory';
import {
  RULES_DIR,
  TIER_LABELS,
  TIER_MEANINGS,
  checklistMarkdown,
  qualityScaleYaml,
  ruleIdOfDoc,
  rulesByTier,
  tierOf,
} from '../config/qualityScale';
import {markdownPath} from '../src/lib/docRoute.mjs';
import {docToMarkdown, type MarkdownContext, type MarkdownDoc} from './lib/docMarkdown';

export const LLMS_SUMMARY =
  '面向 Home Assistant 开发者的中文文档：集成与实体、配置流程、质量等级、前端、加载项、' +
  `Supervisor、操作系统、语音与 Android 配套应用。内容适用于 Home Assistant ${HA_RELEASE}。`;

interface Loaded {
  readonly docs: readonly MarkdownDoc[];
  readonly byId: ReadonlyMap<string, MarkdownDoc>;
  /** Site path of every page built from a Markdown file (docs and posts), by absolute path. */
  readonly permalinks: ReadonlyMap<string, string>;
}

/**
 * Every doc page as Markdown at its URL plus `.md`, and `llms.txt` / `llms-full.txt` at the
 * site root (the llms.txt convention): the index by sidebar, and every page's text in sidebar
 * order. Written after the build, from the sources; a page whose MDX has a component with no
 * Markdown form fails the build.
 */
export default function markdownExportPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const fromSite = (source: string) => path.resolve(siteDir, source.replace(/^@site\//, ''));
  let loaded: Loaded = {docs: [], byId: new Map(), permalinks: new Map()};
  return {
    name: 'markdown-export',
    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const docs = (docsContent?.loadedVersions ?? []).flatMap((version) =>
        version.docs.map((doc): MarkdownDoc => ({
          id: doc.id,
          title: doc.title,
          description: doc.description,
          permalink: doc.permalink,
          source: fromSite(doc.source),
          frontMatter: doc.frontMatter as Record<string, unknown>,
        })),
      );
      const posts = (blog?.blogPosts ?? []).map(
        ({metadata}) => [fromSite(metadata.source), metadata.permalink] as const,
      );
      loaded = {
        docs,
        byId: new Map(docs.map((doc) => [doc.id, doc])),
        permalinks: new Map([...docs.map((doc) => [doc.source, doc.permalink] as const), ...posts]),
      };
    },
    async postBuild({outDir}) {
      const {byId} = loaded;
      const markdownContext = exportContext(context, loaded);
      const markdown = new Map<string, string>();
      for (const doc of loaded.docs) {
        const text = await fs.readFile(doc.source, 'utf8');
        const page = docToMarkdown(doc, splitFrontMatter(text).body, markdownContext);
        markdown.set(doc.id, page);
        const file = path.join(outDir, markdownPath('/', doc.id));
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, page);
      }
      const absolute = (sitePath: string) => new URL(sitePath, siteConfig.url).href;
      const sections = SIDEBAR_NAMES.map((name) => {
        const ids = sidebarDocIds(inventory[name]).filter((id) => byId.has(id));
        const label = AREAS.find((area) => ids.includes(area.to.replace(/^\/docs\//, '')))?.label;
        return {name, label: label ?? name, ids};
      });
      const index = [
        `# ${siteConfig.title}`,
        `> ${LLMS_SUMMARY}`,
        '每个文档页都有 Markdown 版本：页面地址加 `.md`（下面列出）。' +
          `全部页面的全文见 <${absolute(`${siteConfig.baseUrl}llms-full.txt`)}>。`,
        ...sections
          .filter((section) => section.ids.length)
          .map(
            ({label, ids}) =>
              `## ${label}\n\n` +
              ids
                .map((id) => {
                  const doc = byId.get(id) as MarkdownDoc;
                  const url = absolute(markdownPath(siteConfig.baseUrl, id));
                  return `- [${doc.title}](${url})${doc.description ? `: ${doc.description}` : ''}`;
                })
                .join('\n'),
          ),
      ];
      await fs.writeFile(path.join(outDir, 'llms.txt'), `${index.join('\n\n')}\n`);
      const full = sections.flatMap(({ids}) => ids.map((id) => markdown.get(id) ?? ''));
      await fs.writeFile(
        path.join(outDir, 'llms-full.txt'),
        `${[`# ${siteConfig.title}\n\n> ${LLMS_SUMMARY}\n`, ...full].join('\n---\n\n')}`,
      );
    },
  };
}

/** How pages link, which release they describe, and the quality-scale components as Markdown. */
function exportContext({siteConfig}: LoadContext, loaded: Loaded): MarkdownContext {
  const {byId} = loaded;
  const url = (sitePath: string) => new URL(sitePath, siteConfig.url).href;
  const ruleLink = (rule: string) => {
    const doc = byId.get(`${RULES_DIR}/${rule}`);
    return doc ? `[${doc.title}](${url(doc.permalink)})` : `\`${rule}\``;
  };
  const rulesIndexUrl = byId.has(RULES_DIR)
    ? url((byId.get(RULES_DIR) as MarkdownDoc).permalink)
    : '';
  const components: Record<string, () => string> = {
    TierOverview: () => {
      let total = 0;
      const rows = rulesByTier().map(({tier, label, rules}) => {
        total += rules.length;
        return `| ${label}（\`${tier}\`） | ${TIER_MEANINGS[tier]} | ${rules.length} | ${total} |`;
      });
      return ['| 等级 | 含义 | 新增规则 | 累计规则 |', '| --- | --- | --- | --- |', ...rows].join(
        '\n',
      );
    },
    RulesIndex: () =>
      rulesByTier()
        .map(
          ({tier, label, rules}) =>
            `## ${label}（${tier}，${rules.length} 条）\n\n` +
            rules
              .map((rule) => {
                const summary = byId.get(`${RULES_DIR}/${rule}`)?.description;
                return `- \`${rule}\`：${ruleLink(rule)}${summary ? `。${summary}` : ''}`;
              })
              .join('\n'),
        )
        .join('\n\n'),
    RuleChecklist: () =>
      [
        ...rulesByTier().map(
          ({tier, label, rules}) =>
            `### ${label}（${tier}）\n\n` +
            rules.map((rule) => `- [ ] \`${rule}\` ${ruleLink(rule)}`).join('\n'),
        ),
        `### 复制到拉取请求的 Markdown\n\n\`\`\`markdown\n${checklistMarkdown().trimEnd()}\n\`\`\``,
        `### 初始的 quality_scale.yaml\n\n\`\`\`yaml\n${qualityScaleYaml().trimEnd()}\n\`\`\``,
      ].join('\n\n'),
  };
  return {
    siteUrl: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    release: HA_RELEASE,
    permalinkOfFile: (file) => loaded.permalinks.get(file),
    component: (name) => components[name]?.(),
    extras: (doc) => {
      const rule = ruleIdOfDoc(doc.id);
      const tier = rule === undefined ? undefined : tierOf(rule);
      if (!rule || !tier) return {};
      const related = Array.isArray(doc.frontMatter.related_rules)
        ? doc.frontMatter.related_rules.map(String)
        : [];
      const tierText = `${TIER_LABELS[tier]}规则（\`${tier}\`）`;
      return {
        top: rulesIndexUrl ? `[${tierText}](${rulesIndexUrl}#${tier})` : tierText,
        bottom: related.length
          ? `## 相关规则\n\n${related
              .map((id) => {
                const relatedTier = tierOf(id);
                return `- ${ruleLink(id)}${relatedTier ? `（${TIER_LABELS[relatedTier]}）` : ''}`;
              })
              .join('\n')}`
          : undefined,
      };
    },
  };
}
