// React Router's `hoist-non-react-statics` import (`plugins/router-deps.ts`): read only by
// `withRouter`, which this site does not call, so the bundle leaves this module and the package
// out; a call to `withRouter` brings both back.
export {default} from 'hoist-non-react-statics';
