import type {ThemeConfig} from '@docusaurus/preset-classic';
import {AREAS} from './areas';

const misc = AREAS.find((area) => !area.inDropdown);

export const navbar = {
  title: '开发者文档',
  logo: {
    alt: 'Home Assistant 标志',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  hideOnScroll: false,
  items: [
    {
      type: 'dropdown',
      label: 'Home Assistant',
      position: 'left',
      items: AREAS.filter((area) => area.inDropdown).map(({label, to}) => ({label, to})),
    },
    // Misc: its label opens the misc docs; the menu adds the glossary.
    ...(misc
      ? [
          {
            type: 'dropdown' as const,
            to: misc.to,
            label: misc.label,
            position: 'left' as const,
            items: [
              {to: misc.to, label: '其他文档'},
              {to: '/glossary', label: '术语表'},
            ],
          },
        ]
      : []),
    {to: '/blog', label: '博客', position: 'left'},
    {type: 'search', position: 'right'},
  ],
} satisfies ThemeConfig['navbar'];
