import { describe, expect, it } from 'vitest';
import { extendScreen } from './extendScreen';
import type { Screen } from '../../renderers/types';

const base: Screen = {
  code: 'DD0101_01', kind: 'form', title: 'title', permission: 'dd/0101/01.html', hooks: ['orderBody', 'place'], components: ['RouteQuotes'],
  dataSource: { submit: { method: 'POST', url: 'dd/0101/save' }, quotes: { method: 'POST', url: 'dd/0101/route/list' } },
  transform: { beforeSubmit: 'orderBody' }, schema: { type: 'object', properties: { remark: { type: 'string' } } },
  actions: [{ key: 'place', type: 'hook', name: 'place' }],
};
const own: Screen = {
  code: 'DD0205_03', extends: 'DD0101_01', kind: 'form', title: 'title', permission: 'dd/0205/03.html', hooks: ['save'],
  dataSource: { load: { method: 'GET', url: 'dd/0205/edit/detail' }, submit: { method: 'POST', url: 'dd/0205/update' } },
  actions: [{ key: 'save', type: 'hook', name: 'save' }],
};

describe('extendScreen', () => {
  it("is the base with the screen's own top-level keys over it", () => {
    const { screen } = extendScreen({ screen: base }, { screen: own });
    expect(screen).toMatchObject({ code: 'DD0205_03', permission: 'dd/0205/03.html', schema: base.schema, transform: base.transform, actions: own.actions });
    expect(screen.dataSource).toEqual({ submit: own.dataSource!.submit, quotes: base.dataSource!.quotes, load: own.dataSource!.load });
    // A data source named null is the base's taken away.
    const without = extendScreen({ screen: base }, { screen: { ...own, dataSource: { quotes: null } as unknown as Screen['dataSource'] } });
    expect(without.screen.dataSource).toEqual({ submit: base.dataSource!.submit });
    expect(screen.hooks).toEqual(['orderBody', 'place', 'save']);
    expect(screen.components).toEqual(['RouteQuotes']);
    expect(Object.values(screen).includes(undefined)).toBe(false);
  });

  it("merges hooks by name and texts key by key, the screen's own winning", () => {
    const place = () => true;
    const save = () => true;
    const merged = extendScreen(
      { screen: base, hooks: { place, orderBody: place }, locale: { 'zh-CN': { title: '下单', messages: { placed: '已提交' } }, 'en-US': { title: 'Place order' } } },
      { screen: own, hooks: { save, place: save }, locale: { 'zh-CN': { title: '订单修改', messages: { saved: '已修改' } } } },
    );
    expect(merged.hooks).toEqual({ place: save, orderBody: place, save });
    expect(merged.locale).toEqual({ 'zh-CN': { title: '订单修改', messages: { placed: '已提交', saved: '已修改' } }, 'en-US': { title: 'Place order' } });
  });

  it("merges the screen's form into the base's key by key: a field added where its x-index says, a rule changed, a key taken away", () => {
    const form = {
      type: 'object',
      properties: {
        grid: { type: 'void', properties: { refNo: { type: 'string', maxLength: 50 }, remark: { type: 'string' } } },
        parcels: { type: 'array', required: true, items: { type: 'object', properties: { boxNo: { type: 'string' } } } },
      },
    };
    const { screen } = extendScreen(
      { screen: { ...base, schema: form } },
      { screen: { ...own, schema: {
        properties: {
          grid: { properties: { fbaNo: { type: 'string', 'x-index': 0 }, remark: null } },
          parcels: { items: { properties: { boxNo: { required: true } } } },
        },
      } } },
    );
    expect(screen.schema).toEqual({
      type: 'object',
      properties: {
        grid: { type: 'void', properties: { refNo: { type: 'string', maxLength: 50 }, fbaNo: { type: 'string', 'x-index': 0 } } },
        parcels: { type: 'array', required: true, items: { type: 'object', properties: { boxNo: { type: 'string', required: true } } } },
      },
    });
    // The base's own form is left as it was (the base screen is loaded once and shared).
    expect(form.properties.grid.properties).toHaveProperty('remark');
  });
});
