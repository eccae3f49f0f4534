import { describe, expect, it, vi } from 'vitest';
import { actionHandlers, createActionRegistry } from './registry';
import { runAction } from './run';
import type { ActionContext } from './types';
import type { Action } from '../types';

function context(overrides: Partial<ActionContext> = {}) {
  const request = vi.fn(async (..._a: unknown[]) => ({}));
  const ctx = {
    engine: { request, checkAuthority: async () => ({}), authority: { resolve: async () => ({}) }, openScreen: vi.fn(), navigate: vi.fn(), download: vi.fn() },
    screen: { code: 'TT0001_01', hooks: { shout: vi.fn(async () => undefined) }, text: (k?: string) => `t:${k}`, close: vi.fn(), openDialog: vi.fn(async () => true), params: {} },
    data: { record: { seq: 5, status: 'OS04' }, selectedRowKeys: [1, 2], filters: { fileName: 'a' }, params: { id: 3 } },
    message: { success: vi.fn() }, modal: { confirm: vi.fn((o: { onOk: () => void }) => o.onOk()) },
    reload: vi.fn(), clearSelection: vi.fn(), ...overrides,
  };
  return ctx as unknown as ActionContext & { engine: { request: typeof request } };
}

describe('action registry', () => {
  it('has exactly the closed set of types', () => {
    expect(createActionRegistry().names().sort()).toEqual(['close', 'download', 'hook', 'navigate', 'openScreen', 'print', 'request', 'submit']);
    expect(actionHandlers.has('openScreen')).toBe(true);
  });

  it('request: confirm, mapped params, body path, success message, then steps', async () => {
    const ctx = context();
    const action: Action = { key: 'del', type: 'request', method: 'POST', url: 'tt/0001/delete', params: { seq: 'record.seq' }, body: 'selectedRowKeys',
      confirm: 'sure', successMessage: 'ok', then: ['reload', 'clearSelection'] };
    expect(await runAction(action, ctx)).toBe(true);
    expect(ctx.modal.confirm).toHaveBeenCalledTimes(1);
    expect(ctx.engine.request).toHaveBeenCalledWith('POST', 'tt/0001/delete', { params: { seq: 5 }, data: [1, 2] });
    expect(ctx.message.success).toHaveBeenCalledWith('t:ok');
    expect(ctx.reload).toHaveBeenCalled();
    expect(ctx.clearSelection).toHaveBeenCalled();
  });

  it('then {hook}: the named hook gets the context and the reply (a request, a form submit)', async () => {
    const reply = { passwords: [{ loginid: 'kf', password: 'Abc234defGhj' }] };
    const ctx = context({ submit: vi.fn(async () => ({ reply: { id: 7, password: 'x' } })) });
    ctx.engine.request.mockResolvedValueOnce(reply);
    expect(await runAction({ key: 'reset', type: 'request', method: 'POST', url: 'tt/0001/reset', then: [{ hook: 'shout' }] }, ctx)).toBe(true);
    expect(ctx.screen.hooks.shout).toHaveBeenCalledWith(ctx, reply);
    expect(await runAction({ key: 'save', type: 'submit', then: [{ hook: 'shout' }, 'reload'] }, ctx)).toBe(true);
    expect(ctx.screen.hooks.shout).toHaveBeenLastCalledWith(ctx, { id: 7, password: 'x' });
    expect(ctx.reload).toHaveBeenCalled();
    // An invalid form is cancelled: no then steps.
    const invalid = context({ submit: vi.fn(async () => false as const) });
    expect(await runAction({ key: 'save', type: 'submit', then: [{ hook: 'shout' }] }, invalid)).toBe(false);
    expect(invalid.screen.hooks.shout).not.toHaveBeenCalled();
  });

  it('a cancelled confirm runs nothing', async () => {
    const ctx = context({ modal: { confirm: vi.fn((o: { onCancel: () => void }) => o.onCancel()) } as never });
    expect(await runAction({ key: 'x', type: 'request', method: 'GET', url: 'a/b', confirm: 'sure', then: ['reload'] }, ctx)).toBe(false);
    expect(ctx.engine.request).not.toHaveBeenCalled();
    expect(ctx.reload).not.toHaveBeenCalled();
  });

  it('openScreen: page through the shell, modal through the engine and then reload', async () => {
    const ctx = context();
    await runAction({ key: 'edit', type: 'openScreen', target: 'TT0001_02', params: { id: 'record.seq' } }, ctx);
    expect(ctx.engine.openScreen).toHaveBeenCalledWith('TT0001_02', { params: { id: 5 }, mode: 'page' });
    await runAction({ key: 'add', type: 'openScreen', target: 'TT0001_02', mode: 'modal', then: ['reload'] }, ctx);
    expect(ctx.screen.openDialog).toHaveBeenCalledWith({ target: 'TT0001_02', mode: 'modal', params: {}, width: undefined });
    expect(ctx.reload).toHaveBeenCalledTimes(1);
  });

  it('openScreen: targetBy opens the screen a value of the row names, target for any other value', async () => {
    const ctx = context();
    const edit = { key: 'edit', type: 'openScreen', target: 'TT0001_02', targetBy: { value: 'record.status', screens: { OS04: 'TT0001_03' } } } as const;
    await runAction(edit, ctx);
    expect(ctx.engine.openScreen).toHaveBeenLastCalledWith('TT0001_03', { params: {}, mode: 'page' });
    await runAction(edit, { ...ctx, data: { record: { status: 'OS01' } } });
    expect(ctx.engine.openScreen).toHaveBeenLastCalledWith('TT0001_02', { params: {}, mode: 'page' });
  });

  it('download, navigate, hook, close; GET request sends the body as query', async () => {
    const ctx = context();
    await runAction({ key: 'd', type: 'download', url: 'xt/0125/download', params: { seq: 'record.seq' } }, ctx);
    expect(ctx.engine.download).toHaveBeenCalledWith('xt/0125/download', { seq: 5 });
    await runAction({ key: 'n', type: 'navigate', to: '/XX0201_01', params: { id: 'params.id' } }, ctx);
    expect(ctx.engine.navigate).toHaveBeenCalledWith('/XX0201_01', { id: 3 });
    await runAction({ key: 'h', type: 'hook', name: 'shout' }, ctx);
    expect(ctx.screen.hooks.shout).toHaveBeenCalledWith(ctx);
    await runAction({ key: 'c', type: 'close' }, ctx);
    expect(ctx.screen.close).toHaveBeenCalledWith(false);
    await runAction({ key: 'e', type: 'request', method: 'GET', url: 'tt/export', body: 'filters' }, ctx);
    expect(ctx.engine.request).toHaveBeenLastCalledWith('GET', 'tt/export', { params: { fileName: 'a' }, data: undefined });
    await expect(runAction({ key: 'h2', type: 'hook', name: 'missing' }, ctx)).rejects.toThrow(/no hook "missing"/);
  });
});

describe('print', () => {
  /** Just enough of a document for printInFrame: appending the frame "loads" it. */
  function fakeDocument(print: () => void) {
    const frames: { src?: string; onload?: () => void; remove: () => void }[] = [];
    const doc = {
      createElement: () => {
        const frame = { style: {}, setAttribute: vi.fn(), contentWindow: { focus: vi.fn(), print }, remove: vi.fn() } as never as (typeof frames)[number];
        return frame;
      },
      body: { appendChild: (frame: (typeof frames)[number]) => { frames.push(frame); queueMicrotask(() => frame.onload?.()); } },
    };
    return { doc, frames };
  }

  it('fetches the file through the app (token) and prints it from a hidden frame', async () => {
    const printed = vi.fn();
    const { doc, frames } = fakeDocument(printed);
    vi.stubGlobal('document', doc);
    vi.stubGlobal('URL', { createObjectURL: () => 'blob:label', revokeObjectURL: vi.fn() });
    try {
      const fetchFile = vi.fn(async () => new Blob(['%PDF'], { type: 'application/pdf' }));
      const ctx = context();
      Object.assign(ctx.engine, { fetchFile });
      expect(await runAction({ key: 'p', type: 'print', url: 'wl/0101/print/label', params: { seq: 'record.seq' }, successMessage: 'ok' }, ctx)).toBe(true);
      expect(fetchFile).toHaveBeenCalledWith('wl/0101/print/label', { seq: 5 });
      expect(frames[0].src).toBe('blob:label');
      expect(printed).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("says 'print exception' when the file cannot be fetched or printed, and runs no then steps", async () => {
    const ctx = context({ message: { success: vi.fn(), error: vi.fn() } as never });
    Object.assign(ctx.engine, { fetchFile: vi.fn(async () => { throw new Error('500'); }) });
    expect(await runAction({ key: 'p', type: 'print', url: 'wl/0101/print/label', then: ['reload'] }, ctx)).toBe(false);
    expect(ctx.message.error).toHaveBeenCalledWith('t:engine.printFailed');
    expect(ctx.reload).not.toHaveBeenCalled();
  });

  it("the app's own print wins", async () => {
    const ctx = context();
    const print = vi.fn(async () => undefined);
    Object.assign(ctx.engine, { print, fetchFile: vi.fn() });
    await runAction({ key: 'p', type: 'print', url: 'a/b', params: { id: 'params.id' } }, ctx);
    expect(print).toHaveBeenCalledWith('a/b', { id: 3 });
  });
});

describe('selection', () => {
  const warned = () => context({ message: { success: vi.fn(), warning: vi.fn() } as never });
  it("'many' needs a selected row, 'one' exactly one: the user is told, nothing runs", async () => {
    const many: Action = { key: 'del', type: 'request', method: 'POST', url: 'tt/del', body: 'selectedRowKeys', selection: 'many', confirm: 'sure' };
    const none = warned();
    none.data.selectedRowKeys = [];
    expect(await runAction(many, none)).toBe(false);
    expect(none.message.warning).toHaveBeenCalledWith('t:engine.selectFirst');
    expect(none.modal.confirm).not.toHaveBeenCalled();
    expect(none.engine.request).not.toHaveBeenCalled();

    const two = warned(); // selectedRowKeys [1, 2]
    expect(await runAction({ ...many, selection: 'one' }, two)).toBe(false);
    expect(two.message.warning).toHaveBeenCalledWith('t:engine.selectOnlyOne');
    expect(await runAction(many, two)).toBe(true);
    expect(two.engine.request).toHaveBeenCalledTimes(1);
  });
});

describe('status changes', () => {
  it('taking something out of use asks first (the engine\'s question when the screen has none) and says what happened', async () => {
    const asked: string[] = [];
    const ctx = context({ modal: { confirm: vi.fn((o: { content: string; onOk: () => void }) => { asked.push(o.content); o.onOk(); }) } as never });
    const disable: Action = { key: 'disable', type: 'request', method: 'POST', url: 'zj/1201/status', body: { ids: 'selectedRowKeys', status: { const: 'disabled' } }, statusChange: 'disable', then: ['reload'] };
    expect(await runAction(disable, ctx)).toBe(true);
    expect(asked).toEqual(['t:engine.confirmDisable']);
    expect(ctx.engine.request).toHaveBeenCalledWith('POST', 'zj/1201/status', { params: {}, data: { ids: [1, 2], status: 'disabled' } });
    expect(ctx.message.success).toHaveBeenCalledWith('t:engine.doneDisable');
    // The screen's own question wins; a change back into use does not ask and says so too.
    expect(await runAction({ ...disable, confirm: 'stopConfirm' }, ctx)).toBe(true);
    expect(asked.at(-1)).toBe('t:stopConfirm');
    expect(await runAction({ ...disable, key: 'enable', body: { ids: 'selectedRowKeys', status: { const: 'enabled' } }, statusChange: 'enable' }, ctx)).toBe(true);
    expect(asked).toHaveLength(2);
    expect(ctx.message.success).toHaveBeenLastCalledWith('t:engine.doneEnable');
  });

  it('a refused question changes nothing', async () => {
    const ctx = context({ modal: { confirm: vi.fn((o: { onCancel: () => void }) => o.onCancel()) } as never });
    expect(await runAction({ key: 'lock', type: 'request', method: 'POST', url: 'zj/0601/lock', body: { id: 'record.seq' }, statusChange: 'lock' }, ctx)).toBe(false);
    expect(ctx.engine.request).not.toHaveBeenCalled();
    expect(ctx.message.success).not.toHaveBeenCalled();
  });
});
