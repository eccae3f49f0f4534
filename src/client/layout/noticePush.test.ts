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
    expect(noticePushText(payload, en, 'en-US')).toBe('New announcement: Holiday schedule, New route to Japan');
    expect(noticePushText(payload, zh, 'zh-CN')).toBe('有新的公告：Holiday schedule、New route to Japan');
  });

  it("names each announcement by its title in the user's language, the Chinese one where no English was given", () => {
    const payload = { ids: [7, 8], titles: ['春节放假通知', '新开日本线路'], titlesEn: ['Spring Festival holiday', null] };
    expect(noticePushText(payload, en, 'en-US')).toBe('New announcement: Spring Festival holiday, 新开日本线路');
    expect(noticePushText(payload, zh, 'zh-CN')).toBe('有新的公告：春节放假通知、新开日本线路');
    // A blank English title is none; a payload from before English titles has none at all.
    expect(noticePushText({ ids: [7], titles: ['春节放假通知'], titlesEn: ['  '] }, en, 'en-US')).toBe('New announcement: 春节放假通知');
    expect(noticePushText({ ids: [7], titles: ['春节放假通知'] }, en, 'en-US')).toBe('New announcement: 春节放假通知');
  });

  it('counts the titles beyond three instead of listing them', () => {
    const payload = { ids: [1, 2, 3, 4, 5], titles: ['A', 'B', 'C', 'D', 'E'] };
    expect(noticePushText(payload, en, 'en-US')).toBe('New announcements: A, B, C and 2 more');
    expect(noticePushText(payload, zh, 'zh-CN')).toBe('有新的公告：A、B、C，另有 2 条');
  });

  it('an old payload without titles (or blank ones) gets a generic line, never an empty title', () => {
    for (const payload of [{ ids: [1], audiences: ['all'] }, { ids: [1], titles: [] }, { ids: [1], titles: ['  ', null] }]) {
      expect(noticePushText(payload, en, 'en-US')).toBe('There is a new announcement');
      expect(noticePushText(payload, zh, 'zh-CN')).toBe('有新的公告');
    }
  });
});
