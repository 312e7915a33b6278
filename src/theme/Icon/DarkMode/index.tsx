import type {ReactNode} from 'react';
import ColorModeIcon, {type ColorModeIconProps} from '@site/src/components/ColorModeIcon';

export default function IconDarkMode(props: ColorModeIconProps): ReactNode {
  return <ColorModeIcon {...props} shape="dark" />;
}
