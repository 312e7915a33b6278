import '@site/src/client/prismLanguages';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';

// The theme's own code block content (Prism tokens), loaded on demand by `./index.tsx`.
export default Content as typeof ContentType;
