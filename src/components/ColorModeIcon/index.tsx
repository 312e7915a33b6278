import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type ColorModeIconProps = ComponentProps<'svg'>;

/**
 * An icon of the colour-mode toggle. The toggle renders all three and shows the one of the
 * current choice; their shapes are masks in the stylesheet, painted in the text colour, so a
 * page's HTML and main.js do not each carry the three paths.
 */
export default function ColorModeIcon({
  shape,
  className,
  ...props
}: ColorModeIconProps & {readonly shape: 'light' | 'dark' | 'system'}): ReactNode {
  return <svg width={24} height={24} {...props} className={clsx(className, styles[shape])} />;
}
