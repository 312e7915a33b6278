import {maskIcon} from '@site/src/components/MaskIcon';
import styles from '@site/src/components/MaskIcon/colorMode.module.css';

export default maskIcon(styles.system);
