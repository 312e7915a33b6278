import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {HA_RELEASE, UPSTREAM_DOCS_URL} from '@site/config/release.mjs';
import {docRoutePath, markdownPath, releaseOf} from '@site/src/lib/docRoute.mjs';
import styles from './styles.module.css';

/** The upstream English page of a doc id, at the same path as here. */
export const englishDocUrl = (docId: string): string =>
  `${UPSTREAM_DOCS_URL}/docs/${docRoutePath(docId)}`;

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_LABELS: Readonly<Record<CopyState, string>> = {
  idle: '复制 Markdown',
  copied: '已复制',
  failed: '复制失败，请打开 Markdown 版本手动复制',
};

/** Fetches the page's Markdown and puts it on the clipboard. */
async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    // The item takes the pending text, so the copy stays within the click's user activation.
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

function CopyMarkdownButton({url}: {readonly url: string}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const onClick = () => {
    copyMarkdown(url).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <button
      type="button"
      className={styles.copy}
      onClick={onClick}
      onBlur={() => setState('idle')}
      data-state={state}>
      <span aria-live="polite">{COPY_LABELS[state]}</span>
    </button>
  );
}

/**
 * Under a doc's title: the release it describes, its upstream English page, and its Markdown
 * (a link and a copy button). Not indexed by search, and not part of the description.
 */
export default function DocPageMeta(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const own = frontMatter as {ha_release?: unknown; english_url?: unknown};
  const release = releaseOf(own, HA_RELEASE);
  const english =
    typeof own.english_url === 'string' ? own.english_url : englishDocUrl(metadata.id);
  const markdownUrl = useBaseUrl(markdownPath('/', metadata.id));
  return (
    <div className={clsx(styles.meta, 'search-skip')} data-doc-meta="">
      <span className={styles.release}>适用于 Home Assistant {release}</span>
      <a className={styles.item} href={english} hrefLang="en" data-english-link="">
        英文官方文档
      </a>
      <a className={styles.item} href={markdownUrl} type="text/markdown">
        Markdown
      </a>
      <CopyMarkdownButton url={markdownUrl} />
    </div>
  );
}
