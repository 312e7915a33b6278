import {Suspense, lazy, useEffect, useRef, useState, type ReactNode} from 'react';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

/** The theme's diagram component, and with it the Mermaid library, as a chunk of its own. */
const Mermaid = lazy(() => import('@theme-original/Mermaid'));

/** Start rendering a diagram this far before it scrolls into view. */
const AHEAD = '600px 0px';

/**
 * Every Markdown page imports the theme's diagram component, and with it Mermaid (about 700 KB
 * of script), although few pages draw a diagram and none needs it for the first paint: diagrams
 * are drawn in the browser only. The wrapper loads and draws a diagram when it comes near the
 * viewport, so other pages never fetch Mermaid and diagram pages fetch it after their first paint.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: AHEAD},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={slot} className="mermaid-slot">
      {near ? (
        <Suspense fallback={null}>
          <Mermaid {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
