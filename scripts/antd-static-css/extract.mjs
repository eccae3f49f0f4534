#!/usr/bin/env node
/**
 * Writes antd's styles for the components the app renders (components.mjs) as one CSS file, so
 * the shell can link it and antd skips building those styles at runtime (see the Vite plugin in
 * plugin.mjs). Renders each component, and a ProTable, to a string under the shell's providers
 * (ConfigProvider with the app's theme + ProConfigProvider) and asks cssinjs for what they registered.
 *
 * Must run with NODE_ENV=production: antd's class hashes and the cache-path rule the browser
 * matches against differ in development builds. Usage: node extract.mjs [out.css] (else stdout).
 */
import fs from 'node:fs';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import * as antd from 'antd';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ProConfigProvider, ProTable, zhCNIntl } from '@ant-design/pro-components';
import { antdComponents, antdParts } from './components.mjs';

if (process.env.NODE_ENV !== 'production') throw new Error('antd-static-css: run with NODE_ENV=production');

// The app's theme (src/client/app/antdTheme.json): its tokens are part of every class hash.
const theme = JSON.parse(fs.readFileSync(new URL('../../src/client/app/antdTheme.json', import.meta.url), 'utf8'));
const cache = createCache();
// The shell's providers (layout/Shell); a list screen adds its own ProConfigProvider (renderers/list), which
// changes ProComponents' token hash: its ProTable is rendered under both, as there.
const shellProviders = (node) => h(antd.ConfigProvider, { theme }, h(ProConfigProvider, { intl: zhCNIntl }, node));
const listProviders = (node) => shellProviders(h(ProConfigProvider, { intl: zhCNIntl }, node));
const render = (name, node, providers = shellProviders) => {
  const tree = h(StyleProvider, { cache }, providers(node));
  try {
    renderToString(tree);
  } catch (e) {
    // Its styles are then built at runtime, as today: worth a line in the build log, not a failed build.
    console.warn(`[antd-static-css] ${name} not extracted: ${String(e).slice(0, 120)}`);
  }
};

for (const name of antdComponents) {
  const C = antd[name];
  if (!C) throw new Error(`antd-static-css: antd has no component ${name} (components.mjs)`);
  // A popup's styles (Select's dropdown, DatePicker's panel ...) come with its component's. antd's
  // `_InternalPanelDoNotUseOrYouWillBeFired` panels are not rendered: each wraps itself in a theme of
  // its own, and their 260 KiB of rules were for class hashes the app never has.
  render(name, h(C));
}
for (const { name, props } of antdParts) {
  const C = name.split('.').reduce((o, key) => o?.[key], antd);
  if (!C) throw new Error(`antd-static-css: antd has no component ${name} (components.mjs)`);
  render(name, h(C, props));
}
render('ProTable', h(ProTable, {
  rowKey: 'id',
  headerTitle: 'x',
  columns: [{ title: 'a', dataIndex: 'a' }, { title: 'b', dataIndex: 'b', valueType: 'select', valueEnum: { x: 'x' } }],
  dataSource: [{ id: 1, a: 'a' }],
  search: { labelWidth: 'auto' },
  options: { reload: true, density: true, setting: true },
  rowSelection: {},
  pagination: { showSizeChanger: true },
}), listProviders);

const css = extractStyle(cache, { plain: true });
if (process.argv[2]) fs.writeFileSync(process.argv[2], css);
else process.stdout.write(css);
