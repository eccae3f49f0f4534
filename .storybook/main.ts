/**
 * One story per screen in schemas/, generated: the indexer lists a story per screen code in
 * screens.stories.tsx, and a Vite transform adds the matching exports, so a new screen JSON
 * appears here with no other wiring.
 */
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';
import { alias } from '../vite.config.ts';
import { screenCodes } from './screenCodes.ts';

const STORIES = /screens\.stories\.tsx$/;

const screenStories: Plugin = {
  name: 'screen-stories',
  enforce: 'pre',
  transform(code, id) {
    if (!STORIES.test(id)) return undefined;
    const exports = screenCodes().map((c) => `export const ${c} = screenStory('${c}');`).join('\n');
    return `${code}\n${exports}\n`;
  },
};

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['./screens.stories.tsx', './engine.stories.tsx'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  experimental_indexers: async (existing) => [
    {
      test: STORIES,
      createIndex: async (fileName) => screenCodes().map((code) => ({
        type: 'story' as const, importPath: fileName, exportName: code, name: code, title: 'Screens',
      })),
    },
    ...(existing ?? []),
  ],
  viteFinal: async (vite) => ({
    ...vite,
    resolve: { ...vite.resolve, alias: { ...(vite.resolve?.alias as object), ...alias } },
    plugins: [...(vite.plugins ?? []), screenStories],
  }),
};

export default config;
