/**
 * The first passwords are shown once and never again: when the dialog's code fails to load (a new
 * deployment replaced its chunk, the connection dropped), they are shown plainly all the same.
 */
import { describe, expect, it, vi } from 'vitest';
import { isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ActionContext } from '../../renderers/actions/types';
import { showFirstPasswords } from './firstPasswords';

vi.mock('./firstPasswordsDialog', () => { throw new Error('Failed to fetch dynamically imported module'); });

describe('first passwords whose dialog did not load', () => {
  it('are shown plainly, each login ID with its password, in the screen\'s words', async () => {
    const info = vi.fn();
    const ctx = { modal: { info }, screen: { text: (k: string) => `<${k}>` } } as unknown as ActionContext;
    showFirstPasswords(ctx, { loginid: 'kf2', password: 'Hq7kTz3mWp2x', message: 'shown only this once' });
    await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(1));
    const { title, content } = info.mock.calls[0][0] as { title: string; content: ReactElement };
    expect(title).toBe('<firstPassword.title>');
    expect(isValidElement(content)).toBe(true);
    const html = renderToStaticMarkup(content);
    expect(html).toContain('data-testid="first-password">Hq7kTz3mWp2x</code>');
    expect(html).toContain('&lt;firstPassword.loginid&gt;: kf2');
    expect(html).toContain('shown only this once');
  });
});
