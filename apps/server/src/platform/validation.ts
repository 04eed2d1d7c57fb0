import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** A field that failed validation, in the shape the envelope turns into `data.fields`. */
export type ValidationEntry = {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
};

/** A validation failure: the envelope answers it with 400, 1111 and `data.fields`. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  constructor(readonly validation: ValidationEntry[]) {
    super('validation failed');
    this.name = 'ValidationError';
  }
}

const nulEntryAt = (instancePath: string): ValidationEntry => ({
  instancePath,
  keyword: 'nul',
  message: 'validation.nulCharacter',
});

/**
 * The paths (`/a/0/b`) of the strings in a value that contain a NUL character, keys included.
 * PostgreSQL cannot store NUL in text, so such input would fail in the database. Walks without
 * recursion: a 10,000-level nested array must not overflow the stack.
 */
export const nulPathsOf = (value: unknown): string[] => {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [node, path] = stack.pop() as [unknown, string];
    if (typeof node === 'string') {
      if (node.includes('\u0000')) found.push(path);
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i -= 1) stack.push([node[i], `${path}/${i}`]);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key.includes('\u0000')) found.push(path);
        else stack.push([child, `${path}/${key}`]);
      }
    }
  }
  return found;
};

/**
 * The zod validator, preceded by a check every string a user sends passes (body, query string,
 * path parameters): no NUL character. The check comes first so a NUL in a field the schema strips
 * or transforms is refused too, with the same 400 + `data.fields` as any invalid field.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const paths = nulPathsOf(data);
    if (paths.length === 0) return validate(data);
    return { error: new ValidationError(paths.map(nulEntryAt)) };
  };
};

/** Refuses a value read outside the route schemas (e.g. a multipart field) like the validator does. */
export const assertNoNul = (value: unknown, field: string): void => {
  if (nulPathsOf(value).length > 0) throw new ValidationError([nulEntryAt(`/${field}`)]);
};
