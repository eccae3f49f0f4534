import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { RichTextCell } from '../domainSetup';

describe('richText cell', () => {
  it('renders stored HTML only after the domain sanitiser: no script, no event handlers', () => {
    const { container } = render(<RichTextCell column={{ name: 'content', cell: 'richText' }} record={{}}
      value={'<p>Hello</p><script>alert(1)</script><p>World <img src=x onerror=alert(2)></p>'} />);
    const cell = container.querySelector('[data-cell="richText"]')!;
    expect(cell.querySelectorAll('p')).toHaveLength(2);
    expect(cell.textContent).toContain('Hello');
    expect(cell.innerHTML).not.toMatch(/script|onerror/);
  });

  it('shows nothing for a value that is not text', () => {
    const { container } = render(<RichTextCell column={{ name: 'content', cell: 'richText' }} record={{}} value={null} />);
    expect(container.querySelector('[data-cell="richText"]')!.innerHTML).toBe('');
  });
});
