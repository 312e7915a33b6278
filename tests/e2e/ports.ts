/** Port of the production build served by nginx for the browser tests. */
export const SITE_PORT = 8091;
/** Port of the variant build (announcement bar configured), see scripts/test.sh. */
export const VARIANT_PORT = 8092;
export const VARIANT_BUILD_DIR = 'build-variants/announcement';
/** The announcement id the variant build is made with. */
export const VARIANT_ANNOUNCEMENT_ID = 'test-announcement-2025';
/** Port of the build made with a wrong base URL (`/wrong-base/`), served under /developers/. */
export const WRONG_BASE_PORT = 8093;
export const WRONG_BASE_BUILD_DIR = 'build-variants/wrong-base';
