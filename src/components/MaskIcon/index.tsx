import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';

export type MaskIconProps = ComponentProps<'svg'>;

/**
 * An icon component whose shape is a mask in the stylesheet (`colorMode.module.css`,
 * `admonition.module.css`), painted in a colour of the page: the colour-mode toggle's three
 * icons and the admonitions' five. The toggle renders all three on every page and an
 * admonition one per box; as masks their paths come once, with the cached stylesheet,
 * instead of in each page's HTML and in the scripts. `shape` is the shape's class.
 */
export function maskIcon(shape: string | undefined): (props: MaskIconProps) => ReactNode {
  return function MaskIcon({className, ...props}: MaskIconProps): ReactNode {
    return <svg width={24} height={24} {...props} className={clsx(className, shape)} />;
  };
}
