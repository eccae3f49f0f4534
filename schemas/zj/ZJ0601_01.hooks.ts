/** ZJ0601_01 staff: a password reset shows the one-time password once (firstPasswords.ts). */
export { showFirstPasswords } from './firstPasswords';
