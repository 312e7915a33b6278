// Stands in, in the browser bundle, for the theme's `server*.ts` modules (see
// speed/plugins/server-only.ts): what they import statically for the server's HTML is loaded on
// demand in the browser, and this null tells the component it has not been loaded yet.
const serverOnly = null;
export default serverOnly;
