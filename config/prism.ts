import {themes, type PrismTheme} from 'prism-react-renderer';

/** Languages the docs use beyond prism-react-renderer's built-in set. */
// `markup-templating` must precede `django` (jinja2), which builds on it.
export const additionalLanguages = [
  'bash',
  'diff',
  'toml',
  'ini',
  'docker',
  'markup-templating',
  'django',
  'json',
];

/** A copy of a theme with some token colours replaced. */
export function withColors(theme: PrismTheme, replacements: Readonly<Record<string, string>>) {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const color = entry.style.color;
      const replacement = color === undefined ? undefined : replacements[color];
      return replacement ? {...entry, style: {...entry.style, color: replacement}} : entry;
    }),
  } satisfies PrismTheme;
}

// GitHub and Dracula with the token colours that miss WCAG AA (4.5:1) on their code background
// darkened (light) or lightened (dark) just enough to pass.
export const lightCodeTheme = withColors(themes.github, {
  '#999988': '#66665a',
  '#e3116c': '#c20f5c',
  '#36acaa': '#137572',
  '#00a4db': '#0070a0',
  '#d73a49': '#b31d2d',
});

export const darkCodeTheme = withColors(themes.dracula, {
  'rgb(98, 114, 164)': '#8d9ccc',
});

export const prism = {
  theme: lightCodeTheme,
  darkTheme: darkCodeTheme,
  additionalLanguages,
};
