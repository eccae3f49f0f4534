/** The shell's preferences kept in localStorage, read by the shell and by its cold-start preview (bootPreview). */
export const COLLAPSED_KEY = 'menuCollapsed';

export const menuCollapsed = (): boolean => {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
};
