/**
 * The domain's dictionaries into the engine's dictionary registry: part of installDomain, and all
 * the shell's cold-start preview of a list needs (layout/bootPreview), without the validators.
 */
import { ALL_DICTIONARIES } from '@domain/dictionaries';
import { dictionaries } from './registry';

export function installDictionaries(): void {
  dictionaries.registerAll(ALL_DICTIONARIES.map((d) => [d.name, d.items] as [string, typeof d.items]));
}
