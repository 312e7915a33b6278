import {maskIcon} from '@site/src/components/MaskIcon';
import styles from '@site/src/components/MaskIcon/admonition.module.css';

export default maskIcon(styles.warning);
