import type {ReactNode} from 'react';
import ColorModeIcon, {type ColorModeIconProps} from '@site/src/components/ColorModeIcon';

export default function IconLightMode(props: ColorModeIconProps): ReactNode {
  return <ColorModeIcon {...props} shape="light" />;
}
