/** The site's areas: the navbar's dropdown and the landing page's cards both read this list. */
export interface Area {
  readonly label: string;
  /** Path of the area's entry doc, without the base URL. */
  readonly to: string;
  readonly description: string;
  /** Shown in the navbar's "Home Assistant" dropdown (misc has a link of its own). */
  readonly inDropdown: boolean;
}

export const AREAS: readonly Area[] = [
  {
    label: '概览',
    to: '/docs/architecture_index',
    description: 'Core、Supervisor、操作系统与前端如何协同工作，以及各种安装方式的区别。',
    inDropdown: true,
  },
  {
    label: '核心',
    to: '/docs/development_index',
    description: '搭建开发环境，编写集成、实体与配置流程，并通过代码评审。',
    inDropdown: true,
  },
  {
    label: '前端',
    to: '/docs/frontend',
    description: '参与前端开发，编写自定义卡片、徽章、视图与面板。',
    inDropdown: true,
  },
  {
    label: 'Supervisor',
    to: '/docs/supervisor',
    description: 'Supervisor 的开发、调试与它对外提供的 HTTP 接口。',
    inDropdown: true,
  },
  {
    label: '加载项',
    to: '/docs/add-ons',
    description: '把一个服务打包成加载项：配置、通信、测试、发布与安全。',
    inDropdown: true,
  },
  {
    label: '操作系统',
    to: '/docs/operating-system',
    description: '构建与调试 Home Assistant Operating System，了解分区与更新机制。',
    inDropdown: true,
  },
  {
    label: '语音',
    to: '/docs/voice/overview',
    description: 'Assist 语音管道、意图识别与句子模板，以及如何贡献你的语言。',
    inDropdown: true,
  },
  {
    label: '翻译',
    to: '/docs/translations',
    description: '让集成与前端支持多种语言：翻译文件、翻译键与占位符。',
    inDropdown: true,
  },
  {
    label: 'Android',
    to: '/docs/android',
    description: '参与 Android 配套应用的开发、测试与发布。',
    inDropdown: true,
  },
  {
    label: '其他',
    to: '/docs/misc',
    description: '评审流程、文档写作规范、Python 库与 asyncio 指南。',
    inDropdown: false,
  },
];
