import type {ReactNode} from 'react';
import ColorModeIcon, {type ColorModeIconProps} from '@site/src/components/ColorModeIcon';

export default function IconSystemColorMode(props: ColorModeIconProps): ReactNode {
  return <ColorModeIcon {...props} shape="system" />;
}
