import { BlockList } from 'node:net';

/**
 * Which gateway takes the fees, decided once at start from the environment (decisions 0016 and 0038).
 * The built-in test gateway lets any signed-in athlete mark a fee paid, so it is the zero-configuration
 * default only for a portal nobody outside this machine or its private network can reach.
 */

/** Addresses only this machine or its private network reaches: loopback, private, link-local, unspecified. */
const localNetworks = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  localNetworks.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  localNetworks.addSubnet(network, prefix, 'ipv6');
}

/** Names no public DNS answers for (RFC 6761 and 6762): `localhost` and anything under .localhost, .local, .test. */
const LOCAL_NAME = /(^|\.)(localhost|local|test)$/;

/**
 * True when the address `url` names is reachable only from this machine or its private network. The
 * URL parser has already normalised the host (lower case, `127.1` → `127.0.0.1`, IPv6 in brackets);
 * anything that cannot be read as an address with a host counts as public.
 */
export function isLocalAddress(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return false;
  }
  const host = hostname.replace(/\.$/, '');
  if (host === '') return false;
  if (host.startsWith('[') && host.endsWith(']')) return localNetworks.check(host.slice(1, -1), 'ipv6');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return localNetworks.check(host, 'ipv4');
  return LOCAL_NAME.test(host);
}

const invalid = (problem: string) => new Error(`Invalid configuration:\n  ${problem}`);

/**
 * Razorpay when its keys are set, else the test gateway, which outside a local portal (and in
 * production) must be chosen by name.
 */
export function paymentsGatewayOf(input: {
  chosen: 'razorpay' | 'test' | undefined;
  hasKeys: boolean;
  production: boolean;
  publicUrl: string;
}): 'razorpay' | 'test' {
  const { chosen, hasKeys, production, publicUrl } = input;
  if (chosen === 'test') return 'test';
  if (hasKeys) return 'razorpay';
  if (chosen === 'razorpay') {
    throw invalid('PAYMENTS_GATEWAY=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.');
  }
  if (production) {
    throw invalid(
      'NODE_ENV=production without RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: set the keys, ' +
        'or set PAYMENTS_GATEWAY=test to run the test gateway (anyone can mark a fee paid with it).',
    );
  }
  if (!isLocalAddress(publicUrl)) {
    throw invalid(
      'PUBLIC_URL is a public address (not localhost or a private network) and RAZORPAY_KEY_ID and ' +
        'RAZORPAY_KEY_SECRET are not set: ' +
        'set the keys, or set PAYMENTS_GATEWAY=test to run the test gateway (anyone can mark a fee paid with it).',
    );
  }
  return 'test';
}

export const RAZORPAY_API_URL = 'https://api.razorpay.com/v1';

/**
 * Where the Razorpay adapter sends its calls: Razorpay itself unless RAZORPAY_API_URL names a stand-in
 * (the server tests run one). The key secret goes with every call, so only HTTPS, or a local address.
 */
export function razorpayApiUrlOf(value: string | undefined): string {
  if (value === undefined) return RAZORPAY_API_URL;
  const secure = /^https:\/\//i.test(value);
  if (!(secure || (/^http:\/\//i.test(value) && isLocalAddress(value)))) {
    throw invalid('RAZORPAY_API_URL must be an https:// address (plain http:// only on a local address).');
  }
  return value.replace(/\/+$/, '');
}
