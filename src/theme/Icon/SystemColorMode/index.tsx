import type {ReactNode} from 'react';
import clsx from 'clsx';
import MaskIcon, {type MaskIconProps} from '@site/src/components/MaskIcon';
import styles from '@site/src/components/MaskIcon/colorMode.module.css';

export default function IconSystemColorMode({className, ...props}: MaskIconProps): ReactNode {
  return <MaskIcon {...props} className={clsx(className, styles.system)} />;
}
