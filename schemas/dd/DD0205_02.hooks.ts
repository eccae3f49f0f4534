/** DD0205_02 order detail: its quote tab (DD0205_02.quote.tsx). */
export { QuoteTrace } from './DD0205_02.quote';
