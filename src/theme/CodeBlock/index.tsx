import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Plain-string children joined into one string; children with elements are left as they are. */
function stringified(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The theme's code block without its remount after hydration. The theme gives the block a key
 * that changes once the app is running, which throws away the hydrated block and renders it
 * again; that undid `./Content`, which keeps the server's highlighted lines instead of
 * tokenising the code again in the browser. Colour-mode changes reach the block as ordinary
 * updates (the colour mode starts as the server's and changes after mount), and `./Content`
 * loads Prism when the colours differ from the server's.
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const code = stringified(children);
  if (typeof code === 'string') return <StringContent {...props}>{code}</StringContent>;
  return <ElementContent {...props}>{code}</ElementContent>;
}
