import '@site/src/client/prismLanguages';
import type {ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CodeBlockType>;

/**
 * The theme registers extra Prism languages from a client module, which puts Prism and all its
 * language definitions into the startup bundle of every page and builds them before the page
 * starts. Registering them here instead (`plugins/lazy-prism.ts` removes the client module)
 * moves that work into the chunk of the first page with a code block.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
