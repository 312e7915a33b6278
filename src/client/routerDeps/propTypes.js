// React Router's `prop-types` import (`plugins/router-deps.ts`): read only by its checks in
// development builds, so the production bundle leaves this module and the package out.
export {default} from 'prop-types';
