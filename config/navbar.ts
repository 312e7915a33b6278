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
    ...(misc ? [{to: misc.to, label: misc.label, position: 'left' as const}] : []),
    {to: '/blog', label: '博客', position: 'left'},
    {type: 'search', position: 'right'},
  ],
} satisfies ThemeConfig['navbar'];
