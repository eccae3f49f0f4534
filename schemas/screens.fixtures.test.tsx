/**
 * Every screen in schemas/ renders from its recorded fixture (tests/fixtures/screens/<CODE>.json,
 * as Storybook shows it) in zh-CN and after a switch to en-US, without its error boundary firing
 * or an unknown component. tests/unit/fixtures.test.ts checks the fixtures answer the opening requests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen as dom, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';
import { fixtureReply } from '@renderers/fixtureReply';

interface Fixture { params?: Record<string, unknown>; user?: Record<string, unknown>; requests?: Record<string, unknown>; authority?: Record<string, boolean> }
const fixtures = import.meta.glob('../tests/fixtures/screens/*.json', { eager: true, import: 'default' }) as Record<string, Fixture>;
const screens = import.meta.glob('./*/[A-Z][A-Z][0-9][0-9][0-9][0-9]_[0-9][0-9].json');
const codes = Object.keys(screens).map((f) => f.replace(/^.*\/|\.json$/g, '')).sort();

const i18n = createTestI18n('zh-CN');
beforeAll(() => installDomain(i18n));

/** Lets the screen's requests answer and its effects run. */
const settle = () => act(() => new Promise((done) => setTimeout(done, 300)));

function expectHealthy(code: string) {
  const failed = dom.queryByTestId('screen-error');
  expect(failed?.textContent ?? '', `${code}'s error boundary fired`).toBe('');
  expect(dom.queryByTestId('engine-placeholder')).toBeNull();
}

describe('every screen renders from its fixture in both languages', () => {
  it('finds the screens', () => expect(codes.length).toBeGreaterThan(30));

  it.each(codes)('%s', async (code) => {
    await i18n.changeLanguage('zh-CN');
    const fixture = fixtures[`../tests/fixtures/screens/${code}.json`] ?? {};
    const request = async (method: string, url: string, options?: { params?: Record<string, unknown> }) => fixtureReply(fixture.requests, method, url, options?.params).reply as never;
    const checkAuthority = async (urls: string[]) => Object.fromEntries(urls.map((u) => [u, fixture.authority?.[u] ?? true]));
    render(<App>{screenElement(i18n, { request, checkAuthority, user: fixture.user }, { code, params: fixture.params })}</App>);
    // Loaded: the screen's chunk, its kind's chunk (Suspense) and its data (no spinner left).
    await waitFor(() => expect(document.querySelector('[data-testid="screen-loading"], .ant-spin-spinning')).toBeNull());
    await settle();
    expectHealthy(code);
    await act(() => i18n.changeLanguage('en-US'));
    await settle();
    expectHealthy(code);
  });
});
