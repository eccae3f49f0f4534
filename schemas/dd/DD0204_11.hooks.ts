/** DD0204_11 print settings: the plugin's status with "detect" and "test print", and its printers to pick from. */
export { PluginStatus, PrinterInput } from './DD0204_11.plugin';
