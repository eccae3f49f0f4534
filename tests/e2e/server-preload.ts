/**
 * Loaded into the browser tests' server process (`node --import tsx --import <this> main.ts`,
 * global-setup.ts): what the tests need that the server itself does not have.
 */
import { registerDemoExport } from '../fixtures/demoExport';

registerDemoExport();
