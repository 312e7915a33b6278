import {describe, expect, it} from 'vitest';
import {
  MarkdownExportError,
  docToMarkdown,
  type MarkdownContext,
  type MarkdownDoc,
} from '../../plugins/lib/docMarkdown';
import {markdownPath} from '../../src/lib/docRoute.mjs';

const page = (over: Partial<MarkdownDoc> = {}): MarkdownDoc => ({
  id: 'core/entity/light',
  title: '灯光实体',
  description: '一句话说明。',
  permalink: '/developers/docs/core/entity/light',
  source: '/site/docs/core/entity/light.md',
  frontMatter: {},
  ...over,
});

const context: MarkdownContext = {
  siteUrl: 'https://example.org',
  baseUrl: '/developers/',
  release: '2025.5',
  permalinkOfFile: (file) =>
    ({
      '/site/docs/core/entity/switch.md': '/developers/docs/core/entity/switch',
      '/site/docs/core/llm/index.md': '/developers/docs/core/llm/',
    })[file],
  component: (name) => (name === 'RulesIndex' ? '- `a`：规则 A' : undefined),
};

describe('doc pages as Markdown', () => {
  it('puts the title as #, the description, the release and the page URL first', () => {
    const text = docToMarkdown(page(), '正文。\n', context);
    expect(text).toBe(
      '# 灯光实体\n\n> 一句话说明。\n\n' +
        '适用于 Home Assistant 2025.5。网页版：<https://example.org/developers/docs/core/entity/light>\n\n' +
        '正文。\n',
    );
    expect(docToMarkdown(page({frontMatter: {ha_release: '2024.1'}}), 'x', context)).toContain(
      '适用于 Home Assistant 2024.1。',
    );
  });

  it('makes links absolute: doc files, site paths, anchors and relative paths', () => {
    const body = [
      '见[开关](./switch.md#属性)、[LLM](../llm/index.md)、[本节](#示例)、',
      '[博客](/blog)和[外部](https://github.com/home-assistant/core)，`[代码](./x.md)` 不动。',
    ].join('\n');
    const text = docToMarkdown(page(), body, context);
    expect(text).toContain('[开关](https://example.org/developers/docs/core/entity/switch#属性)');
    expect(text).toContain('[LLM](https://example.org/developers/docs/core/llm/)');
    expect(text).toContain('[本节](https://example.org/developers/docs/core/entity/light#示例)');
    expect(text).toContain('[博客](https://example.org/developers/blog)');
    expect(text).toContain('[外部](https://github.com/home-assistant/core)');
    expect(text).toContain('`[代码](./x.md)`');
  });

  it('leaves code blocks alone and turns admonitions into quotes', () => {
    const body = [
      ':::warning 注意版本',
      '旧写法在 2025.1 移除。',
      '',
      '```python',
      'x = "[a](./b.md)"',
      '```',
      ':::',
      '## 标题 {#custom-id}',
    ].join('\n');
    const text = docToMarkdown(page(), body, context);
    expect(text).toContain(
      '> **警告：注意版本**\n>\n> 旧写法在 2025.1 移除。\n>\n> ```python\n> x = "[a](./b.md)"\n> ```\n## 标题\n',
    );
  });

  it('renders MDX components it knows, drops imports, and fails on one it does not', () => {
    const mdx = page({source: '/site/docs/core/x.mdx', id: 'core/x'});
    const body =
      "import RulesIndex from '@site/src/components/QualityScale/RulesIndex';\n\n<RulesIndex />\n";
    expect(docToMarkdown(mdx, body, context)).toContain('\n- `a`：规则 A\n');
    expect(docToMarkdown(mdx, body, context)).not.toContain('import');
    expect(() => docToMarkdown(mdx, '<Unknown />\n', context)).toThrow(MarkdownExportError);
    expect(() => docToMarkdown(mdx, 'text <Tabs>x</Tabs>\n', context)).toThrow(/core\/x, line 1/);
    // A .md file is CommonMark: an "import" line there is text.
    expect(docToMarkdown(page(), 'import 是关键字。\n', context)).toContain('import 是关键字。');
  });

  it('lists the sources at the end and serves a doc at its id plus .md', () => {
    const sourced = page({frontMatter: {sources: ['core#1', 'bad entry']}});
    expect(docToMarkdown(sourced, 'x', context)).toMatch(
      /## 核对来源\n\n- \[core#1\]\(https:\/\/github\.com\/home-assistant\/core\/pull\/1\)\n$/,
    );
    expect(markdownPath('/developers/', 'core/llm/index')).toBe(
      '/developers/docs/core/llm/index.md',
    );
  });
});
