/**
 * A page screen's heading (its title as the page's h1): drawn by ScreenHost and, the same size,
 * by the list's cold-start preview (list/ListPreview), so its rows sit where the real ones come.
 */
export const SCREEN_HEADING_CLASS = 'en-screen-title';
export const SCREEN_HEADING_STYLE = { fontSize: 18, fontWeight: 600, lineHeight: 1.4, margin: '0 0 12px' } as const;
