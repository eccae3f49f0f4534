import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { resources } from '../i18n/resources';
import { noticePushText } from './noticePush';

const i18n = i18next.createInstance();
void i18n.init({ resources, lng: 'zh-CN', ns: ['shell'], interpolation: { escapeValue: false }, initAsync: false });
const en = i18n.getFixedT('en-US', 'shell');
const zh = i18n.getFixedT('zh-CN', 'shell');

describe("a 'notice' push as the user sees it", () => {
  it('names the new announcements in both languages', () => {
    const payload = { ids: [7, 8], titles: ['Holiday schedule', 'New route to Japan'] };
    expect(noticePushText(payload, en)).toBe('New announcement: Holiday schedule, New route to Japan');
    expect(noticePushText(payload, zh)).toBe('有新的公告：Holiday schedule、New route to Japan');
  });

  it('counts the titles beyond three instead of listing them', () => {
    const payload = { ids: [1, 2, 3, 4, 5], titles: ['A', 'B', 'C', 'D', 'E'] };
    expect(noticePushText(payload, en)).toBe('New announcements: A, B, C and 2 more');
    expect(noticePushText(payload, zh)).toBe('有新的公告：A、B、C，另有 2 条');
  });

  it('an old payload without titles (or blank ones) gets a generic line, never an empty title', () => {
    for (const payload of [{ ids: [1], audiences: ['all'] }, { ids: [1], titles: [] }, { ids: [1], titles: ['  ', null] }]) {
      expect(noticePushText(payload, en)).toBe('There is a new announcement');
      expect(noticePushText(payload, zh)).toBe('有新的公告');
    }
  });
});
