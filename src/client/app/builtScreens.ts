/**
 * The screens this build can show: every code with a schema under schemas/ (read at build time,
 * scripts/screen-kinds/plugin.ts). The catalogue and the server's menu list the whole product
 * (SCREENS.md); a menu entry or a home link appears only when its screen is built, so no user
 * meets a dead end, and an address naming no built screen is "not found".
 */
import codes from 'virtual:built-screens';

export const BUILT_SCREENS: ReadonlySet<string> = new Set(codes);
