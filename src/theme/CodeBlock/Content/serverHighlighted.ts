// The Prism content for the server bundle, imported statically so the server's HTML is
// highlighted in the same render. `speed/plugins/server-only.ts` swaps this module for one exporting
// null in the browser bundle, where `./index.tsx` loads `./Highlighted` only when needed.
export {default} from './Highlighted';
