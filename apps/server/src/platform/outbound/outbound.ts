import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Config } from '../../config';
import { AppError, fail } from '../errors';
import { registerMessages } from '../i18n/translate';
import { type AllowList, allowListOf, refusalOf } from './address-ranges';
import { outboundMessages } from './outbound.messages';

registerMessages(outboundMessages);

/**
 * The one way the server sends a request to an address a user typed (DESIGN.md: never to loopback,
 * private, link-local or metadata hosts). The host's addresses are checked after DNS resolution,
 * inside the connection's own lookup, so the socket connects to the address that was checked: a
 * name that resolves to something else a moment later (DNS rebinding) cannot slip through.
 */
export type OutboundPolicy = { allowHttp: boolean; allowList: AllowList };

const policies = new WeakMap<Config, OutboundPolicy>();

export const outboundPolicyOf = (config: Config): OutboundPolicy => {
  let policy = policies.get(config);
  if (!policy) {
    policy = { allowHttp: config.outbound.allowHttp, allowList: allowListOf(config.outbound.allowHosts) };
    policies.set(config, policy);
  }
  return policy;
};

const TIMEOUT_MS = 10_000;
/** The answer is read up to this size; a larger one aborts the request. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** The user's address is refused (1111, translated). */
const refused = () => fail('outbound.refused');

const urlOf = (policy: OutboundPolicy, address: string): URL => {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw refused();
  }
  const schemeAllowed = url.protocol === 'https:' || (url.protocol === 'http:' && policy.allowHttp);
  if (!schemeAllowed || url.username || url.password) throw refused();
  return url;
};

/** The URL's host without the brackets WHATWG keeps around an IPv6 literal. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

const addressAllowed = (policy: OutboundPolicy, host: string, address: string) =>
  refusalOf(address) === null || policy.allowList.allowsHost(host) || policy.allowList.allowsAddress(address);

/** Every address of `host`, refused as a whole when any of them is not allowed. */
const resolveChecked = (policy: OutboundPolicy, host: string): Promise<LookupAddress[]> =>
  new Promise((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => {
      if (error || addresses.length === 0) reject(fail('outbound.hostNotFound'));
      else if (addresses.some(({ address }) => !addressAllowed(policy, host, address))) reject(refused());
      else resolve(addresses);
    });
  });

/**
 * Checks an address a user is saving: the scheme, and every address its host resolves to now.
 * Throws a translated 1111; the request itself checks again when it is sent.
 */
export const checkOutboundUrl = async (policy: OutboundPolicy, address: string): Promise<void> => {
  const host = hostOf(urlOf(policy, address));
  if (isIP(host) !== 0) {
    if (!addressAllowed(policy, host, host)) throw refused();
    return;
  }
  await resolveChecked(policy, host);
};

/** A `lookup` for the socket: it connects only to addresses that passed the check. */
const checkedLookup =
  (policy: OutboundPolicy): LookupFunction =>
  (hostname, options, callback) => {
    resolveChecked(policy, hostname).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };

export type OutboundAnswer = { status: number; body: string };

/**
 * POSTs `body` as JSON to a user's address under the policy: at most 10 s in all (connection
 * included), an answer of at most 64 KiB, redirects not followed (a 3xx is the answer). Throws the
 * translated refusal (AppError) when the address is not allowed, without connecting; other
 * failures are plain errors.
 */
export const postOutbound = async (
  policy: OutboundPolicy,
  address: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<OutboundAnswer> => {
  const url = urlOf(policy, address);
  const host = hostOf(url);
  // An IP literal never reaches the lookup: Node connects to it directly.
  if (isIP(host) !== 0 && !addressAllowed(policy, host, host)) throw refused();
  const payload = Buffer.from(JSON.stringify(body));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<OutboundAnswer>((resolve, reject) => {
    const request = send(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': payload.length },
      lookup: checkedLookup(policy),
      // A fresh connection each time: no pooled socket outlives the check it was made after.
      agent: false,
    });
    const deadline = setTimeout(
      () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)),
      TIMEOUT_MS,
    );
    let settled = false;
    const settle = (error: Error | null, answer?: OutboundAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (error) reject(error);
      else resolve(answer as OutboundAnswer);
    };
    request.on('error', (error) => settle(error));
    request.on('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) {
          settle(new Error(`the answer is larger than ${MAX_ANSWER_BYTES / 1024} KiB`));
          request.destroy();
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () =>
        settle(null, { status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', (error) => settle(error));
    });
    request.end(payload);
  });
};

/** Whether an error is the policy's refusal (as opposed to the host failing to answer). */
export const isOutboundRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && error.key === 'outbound.refused';
