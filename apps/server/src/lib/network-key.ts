import ipaddr from 'ipaddr.js';

/**
 * The network a client's address stands for, for every limit or counter kept per network (sign-ups,
 * sign-in, codes, the contact form, take-over codes, pay links, registration camps, page renders).
 *
 * An IPv4 address is its own network. An IPv6 address counts by its /64: Indian broadband and mobile
 * operators hand each subscriber a /64 (or more), and a device picks any address in it at will
 * (privacy addresses), so counting the whole address would give one subscriber 2^64 allowances.
 * An IPv4 address written as IPv6 (`::ffff:1.2.3.4`, what a dual-stack socket reports) is the IPv4
 * address. Anything that is not an address (never from a socket) is kept as it is.
 */
export function networkKey(address: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return address;
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.map((part, index) => (index < 4 ? part : 0));
  return `${new ipaddr.IPv6(network).toString()}/64`;
}
