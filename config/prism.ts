import {themes} from 'prism-react-renderer';

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

export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages,
};
