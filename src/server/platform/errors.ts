/**
 * Errors a handler throws to answer the client. The envelope turns them into
 * `{code, msg, data}` with `msg` translated into the caller's language.
 */
export const CODE_OK = 0;
export const CODE_ERROR = 500;
export const CODE_WARNING = 550;

export class AppError extends Error {
  constructor(
    /** A message key from a `defineMessages` catalogue. */
    public readonly key: string,
    public readonly params?: Record<string, string | number>,
    /** 500 error (default) or 550 warning. */
    public readonly code: number = CODE_ERROR,
    /** Optional payload returned with the error (e.g. per-row problems of an upload). */
    public readonly data: unknown = null,
    /** HTTP status; the spec's contract is HTTP 200 with a code in the body. */
    public readonly httpStatus = 200,
  ) {
    super(key);
  }

  /** The form fields the refusal is about (names as the API's bodies spell them): the answer's `data.fields`. */
  fields?: readonly string[];

  /**
   * Names the fields the refusal concerns (a login ID taken, a duplicate code): the answer carries
   * `data.fields = {<name>: <message>}`, and a form shows the message under those fields.
   */
  onFields(...names: string[]): this {
    this.fields = names;
    return this;
  }
}

/** A business warning (code 550): the client shows a persistent toast. */
export class AppWarning extends AppError {
  constructor(key: string, params?: Record<string, string | number>, data: unknown = null) {
    super(key, params, CODE_WARNING, data);
  }
}

export const fail = (key: string, params?: Record<string, string | number>, data?: unknown): never => {
  throw new AppError(key, params, CODE_ERROR, data ?? null);
};
