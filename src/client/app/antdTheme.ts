/**
 * antd's theme for the whole app: colours that hold WCAG AA contrast (4.5:1) for text, links,
 * buttons and tags, and a visible focus ring on inputs. antd's defaults miss it: the primary blue
 * #1677ff on white is 4.1:1, white on it the same, the red 3.3:1, secondary text 3.4:1, and a tag's
 * text on its tint 3.3-3.4:1 (green, cyan, orange ...), so each `<colour>7` (a tag's text) is taken
 * one or two steps darker. The status colours' tints (a status tag's background, an alert's) stay
 * antd's light ones: derived from the darker seeds they come out grey (#adb8a5 behind a "done" tag,
 * 2.7:1). The values live in antdTheme.json, which the build's static-CSS
 * extraction (scripts/antd-static-css/extract.mjs) reads too: its class names must match the app's.
 */
import type { ThemeConfig } from 'antd';
import theme from './antdTheme.json';

export const antdTheme: ThemeConfig = theme;
