import type {ComponentProps, ReactNode} from 'react';
import ThemedImage from '@theme-original/ThemedImage';

type Props = ComponentProps<typeof ThemedImage>;

/**
 * Themed images (the navbar logo) load lazily unless told otherwise: the server's HTML has one
 * image per colour mode with the other hidden, and a hidden lazy image is never fetched, so a
 * page loads one logo instead of two. The visible one is in view and loads at once.
 */
export default function ThemedImageWrapper(props: Props): ReactNode {
  return <ThemedImage loading="lazy" {...props} />;
}
