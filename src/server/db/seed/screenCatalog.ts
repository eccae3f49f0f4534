import { ROLE_MENUS, SCREENS, type MenuNode, type ScreenEntry } from '../../../domain/screens/catalog';

/** The screen catalogue (SCREENS.md as data) as the menu seed reads it. */
export type CatalogScreen = Pick<ScreenEntry, 'code' | 'module' | 'url' | 'nameZh' | 'nameEn' | 'kind' | 'hidden' | 'parent' | 'public'> & {
  roles?: string[];
};
export type CatalogMenuNode = MenuNode;

export interface ScreenCatalog {
  SCREENS: CatalogScreen[];
  ROLE_MENUS: Record<string, CatalogMenuNode[]>;
}

export async function loadScreenCatalog(): Promise<ScreenCatalog | null> {
  return { SCREENS, ROLE_MENUS };
}
