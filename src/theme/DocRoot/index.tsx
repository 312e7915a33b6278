import type {ReactNode} from 'react';
import DocRoot from '@theme-original/DocRoot';
import type {Props} from '@theme/DocRoot';
import SidebarReport from './serverSidebarReport';

/** The theme's docs root; on the server it also reports the page's sidebar chunk. */
export default function DocRootWrapper(props: Props): ReactNode {
  return (
    <>
      {SidebarReport && <SidebarReport route={props.route} />}
      <DocRoot {...props} />
    </>
  );
}
