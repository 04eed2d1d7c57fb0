/** A failed call: the envelope's code and message, and for validation failures `fields`. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field -> message map of a validation failure (HTTP 400), if any. */
  get fields(): Record<string, string> {
    const d = this.data as { fields?: Record<string, string> } | null;
    return d?.fields ?? {};
  }
}
