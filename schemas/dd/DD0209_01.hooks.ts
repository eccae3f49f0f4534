/** DD0209_01 change numbers: the current numbers beside the form (DD0209_01.current.tsx). */
export { CurrentNumbers } from './DD0209_01.current';
