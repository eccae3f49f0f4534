import { useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';

/**
 * A button that asks the browser for one file (a hidden file input behind it): the same file may
 * be picked again after a refusal, as the input is cleared each time.
 */
export function FileButton({ accept, testId, onFile, children, ...button }: ButtonProps & {
  accept: string;
  /** The hidden input's data-testid (tests set files on it). */
  testId?: string;
  onFile: (file: File) => void;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button {...button} onClick={() => input.current?.click()}>{children}</Button>
    </>
  );
}
