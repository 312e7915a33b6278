// Stands in for `src/theme/CodeBlock/Content/serverHighlighted.ts` in the browser bundle (see
// plugins/lazy-prism.ts): code blocks there load Prism on demand.
import type ContentType from '@theme/CodeBlock/Content';

const serverHighlighted: typeof ContentType | null = null;
export default serverHighlighted;
