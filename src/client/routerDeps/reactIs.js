// React Router's `react-is` import (`plugins/router-deps.ts`): read only by its checks in
// development builds, so the production bundle leaves this module and the package out.
export {isValidElementType} from 'react-is';
