export { toHalfWidth, normalizeInput, normalizeText, normalizeDeep } from './text';
