/** POSTs JSON to the portal (as `token`'s account when given) and answers the envelope's data; throws on a refusal. */
export const postApi = async <T>(baseUrl: string, url: string, body: unknown, token?: string): Promise<T> => {
  const res = await fetch(baseUrl + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: string; msg: string; data: T };
  if (envelope.code !== '0000') throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
};
