import type {ThemeConfig} from '@docusaurus/preset-classic';

export const COPYRIGHT_YEAR = 2025;

export const footer = {
  style: 'dark',
  links: [
    {
      title: '更多 Home Assistant',
      items: [
        {label: 'Home Assistant 主页', href: 'https://www.home-assistant.io'},
        {label: '数据科学门户', href: 'https://data.home-assistant.io'},
        {label: '安全警报', href: 'https://alerts.home-assistant.io'},
        {label: '系统状态', href: 'https://status.home-assistant.io'},
      ],
    },
    {
      title: '社交',
      items: [{label: 'GitHub', href: 'https://github.com/home-assistant'}],
    },
    {
      title: '其他',
      items: [
        {label: '隐私', href: 'https://www.home-assistant.io/privacy/'},
        {label: '安全', href: 'https://www.home-assistant.io/security/'},
      ],
    },
  ],
  logo: {
    alt: 'Home Assistant 标志',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 48,
    height: 48,
    href: 'https://www.home-assistant.io',
  },
  copyright: `Copyright © ${COPYRIGHT_YEAR} Home Assistant 开发者文档。内容以原创中文撰写。`,
} satisfies ThemeConfig['footer'];
