/**
 * One story per screen (exports are added at build time, see main.ts), each fed by its
 * recorded fixture tests/fixtures/screens/<CODE>.json:
 *   {"params": {...}, "user": {...}, "requests": {"GET xt/0125/select/download": <data>}, "authority": {"url": true}}
 * (a key may carry the query, "GET wl/0109/select/count?dateUtil=week", to answer that call only)
 * No server is needed; requests without a recording answer undefined and are logged.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EngineHarness } from '@renderers/testing';
import { fixtureReply } from '@renderers/fixtureReply';
import { ScreenHost } from '@renderers/ScreenHost';
import type { EngineServices } from '@renderers/EngineProvider';
import { i18n } from './preview';

interface Fixture {
  params?: Record<string, unknown>;
  user?: Record<string, unknown>;
  requests?: Record<string, unknown>;
  authority?: Record<string, boolean>;
}

const fixtures = import.meta.glob('../tests/fixtures/screens/*.json', { eager: true, import: 'default' }) as Record<string, Fixture>;
const fixtureOf = (code: string): Fixture => fixtures[`../tests/fixtures/screens/${code}.json`] ?? {};

function services(fixture: Fixture): Partial<EngineServices> {
  return {
    user: fixture.user ?? { userName: 'storybook', orderStatus: 'OS04' },
    request: async (method, url, options) => {
      const { found, reply } = fixtureReply(fixture.requests, method, url, options?.params);
      if (!found) console.warn(`no recorded reply for ${method} ${url}`);
      return reply;
    },
    checkAuthority: async (urls) => Object.fromEntries(urls.map((u) => [u, fixture.authority?.[u] ?? true])),
    openScreen: (code, options) => console.info('openScreen', code, options),
    closeScreen: (code) => console.info('closeScreen', code),
    navigate: (to, params) => console.info('navigate', to, params),
    download: (url, params) => console.info('download', url, params),
  };
}

function ScreenStory({ code }: { code: string }) {
  const fixture = fixtureOf(code);
  return (
    <EngineHarness i18n={i18n} {...services(fixture)}>
      <ScreenHost code={code} params={fixture.params} />
    </EngineHarness>
  );
}

const meta: Meta<typeof ScreenStory> = { title: 'Screens', component: ScreenStory };
export default meta;

type Story = StoryObj<typeof ScreenStory>;

/** The story of one screen; main.ts adds `export const <CODE> = screenStory('<CODE>')` per screen. */
export function screenStory(code: string): Story {
  return { name: code, args: { code } };
}
