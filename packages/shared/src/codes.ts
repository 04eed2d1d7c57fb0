/** Envelope codes of the HTTP contract (DESIGN.md section 3, spec section 7). */
export const ResultCode = {
  success: '0000',
  failure: '1111',
  notLoggedIn: '0001',
  noPermission: '0002',
  blocked: '0008',
} as const;

export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** HTTP status that goes with each envelope code. Validation failures are 1111 with 400. */
export const httpStatusOf: Record<ResultCode, number> = {
  '0000': 200,
  '1111': 422,
  '0001': 401,
  '0002': 403,
  '0008': 423,
};
