import {
  createElement,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useColorMode, usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type ContentType from '@theme/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';
import {onDemand} from '@site/src/client/onDemand';
import serverHighlighted from './serverHighlighted';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/**
 * Code blocks without Prism in the browser, unless they need it.
 *
 * The server renders every block with the theme's Prism component (`./Highlighted`), so the
 * page's HTML arrives highlighted. Tokenising the same code again in the browser only to
 * hydrate it was the longest task of a docs page's start, and Prism with its languages was its
 * largest chunk. A block hydrated from the server's HTML therefore keeps the server's tokens:
 * its `<code>` element is rendered with empty inner HTML, which hydration leaves as it found it.
 * Prism is loaded only for blocks that are not in the server's HTML (after a client-side
 * navigation) and when the colour mode leaves the one the server rendered (token colours are
 * inline styles); until it arrives the code shows as plain text in the same box.
 */
const prism = onDemand(
  serverHighlighted as typeof ContentType | null,
  () => import('./Highlighted'),
);

/** The Prism component once loaded; loads it when `wanted`. Null until then. */
function useHighlighted(wanted: boolean): typeof ContentType | null {
  const [component, setComponent] = useState(() => prism.loaded());
  useEffect(() => {
    if (!wanted || component !== null) return undefined;
    let mounted = true;
    // A failed load leaves the plain text, which is still the whole code.
    prism.load().then(
      (loaded) => {
        if (mounted) setComponent(() => loaded);
      },
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [wanted, component]);
  return component;
}

const noSubscription = () => () => {};
/** True while React hydrates the server's HTML, false in every later client render. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

function Pre({className, ...props}: ComponentProps<'pre'>): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const {plain} = usePrismTheme();
  // The same element and classes as the theme's Prism component renders.
  return (
    <pre
      ref={codeBlockRef}
      tabIndex={0}
      {...props}
      className={clsx(
        className,
        'prism-code',
        `language-${metadata.language.toLowerCase()}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}
      style={plain}
    />
  );
}

function Code(props: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  const start = metadata.lineNumbersStart;
  return (
    <code
      {...props}
      className={clsx(
        styles.codeBlockLines,
        start !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{counterReset: start === undefined ? undefined : `line-count ${start - 1}`}}
    />
  );
}

/** The server's highlighted lines, kept as hydration found them. */
function ServerTokens({
  className,
  codeRef,
}: Props & {codeRef: ComponentProps<'code'>['ref']}): ReactNode {
  return (
    <Pre className={className}>
      <Code ref={codeRef} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
    </Pre>
  );
}

/** Plain text in the same box while Prism loads. */
function PlainText({className}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <Pre className={className}>
      <Code>{metadata.code}</Code>
    </Pre>
  );
}

export default function CodeBlockContent(props: Props): ReactNode {
  const hydrating = useHydrating();
  // Captured on mount: a block first rendered by hydration has the server's tokens.
  const [fromServer, setFromServer] = useState(ExecutionEnvironment.canUseDOM && hydrating);
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  const codeRef = useRef<HTMLElement>(null);
  const keepServerTokens = fromServer && colorMode === defaultMode;
  const Highlighted = useHighlighted(!keepServerTokens);
  useEffect(() => {
    if (!fromServer) return;
    // Once the colours change, or if the server's tokens are not there (a failed hydration
    // rendered the page afresh), this block is highlighted in the browser from then on.
    if (colorMode !== defaultMode || !codeRef.current?.hasChildNodes()) {
      setFromServer(false);
    }
  }, [colorMode, defaultMode, fromServer]);
  if (keepServerTokens) return <ServerTokens {...props} codeRef={codeRef} />;
  if (Highlighted === null) return <PlainText {...props} />;
  return createElement(Highlighted, props);
}
