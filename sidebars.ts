import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {inventory} from './config/inventory';
import {buildSidebarsFromDisk} from './config/sidebarBuilder';

// The ten sidebars of the docs inventory, listing only the pages that have been written.
const sidebars = buildSidebarsFromDisk(
  inventory,
  path.join(__dirname, 'docs'),
) satisfies SidebarsConfig;

export default sidebars;
