// The plugin's bar for the server bundle, imported statically so the server's HTML has it.
// `speed/plugins/server-only.ts` swaps this module for null in the browser bundle, where
// `./index.tsx` loads `./Bar` when the reader reaches for search.
export {default} from './Bar';
