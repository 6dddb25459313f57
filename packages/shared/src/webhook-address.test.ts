// The webhook address rule: which IP addresses and hosts are refused, and the allowed hosts.
import { describe, expect, it } from 'vitest';
import { ipAddressProblem, parseAllowedHosts, webhookHostRefused } from './webhook-address.js';

describe('ipAddressProblem', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['10.20.30.40', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['febf:ffff::1', 'linkLocal'],
    ['fc00::1', 'private'],
    ['fdff:1:2::3', 'private'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'linkLocal'],
    ['100.100.100.200', 'reserved'],
    ['100.64.0.1', 'reserved'],
    ['100.127.255.255', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.254', 'reserved'],
    ['192.0.0.170', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::ffff:100.100.100.200', 'reserved'],
    ['64:ff9b::a9fe:a9fe', 'reserved'],
    ['64:ff9b::8.8.8.8', 'reserved'],
    ['64:ff9b:1::1', 'reserved'],
    ['2002:7f00:1::1', 'reserved'],
    ['2001:0:4136:e378::1', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    ['::8.8.8.8', 'reserved'],
    ['fec0::1', 'private'],
    ['feff::1', 'private'],
    ['ff02::1', 'multicast'],
    ['ff0e::101', 'multicast'],
  ])('refuses %s (%s)', (ip, problem) => {
    expect(ipAddressProblem(ip)).toBe(problem);
  });

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '172.15.255.255',
    '192.169.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '198.17.255.255',
    '198.20.0.1',
    '223.255.255.255',
    '2001:db8::1',
    '2001:4860:4860::8888',
    '2003::1',
    '64:ff9c::1',
  ])('accepts the public address %s', (ip) => expect(ipAddressProblem(ip)).toBeUndefined());

  it('says nothing of names and malformed text', () => {
    for (const text of ['example.com', '1.2.3', '300.1.1.1', '1::2::3', ''])
      expect(ipAddressProblem(text)).toBeUndefined();
  });
});

describe('webhookHostRefused', () => {
  it('refuses local names and addresses unless the host is allowed', () => {
    for (const url of [
      'http://localhost:8080/x',
      'https://api.localhost/',
      'http://127.0.0.1/',
      'http://[::1]:9000/hook',
      'http://10.0.0.8/hook',
    ])
      expect(webhookHostRefused(url, [])).toBe(true);
    expect(webhookHostRefused('http://LOCALHOST:8080/x', ['localhost'])).toBe(false);
    expect(webhookHostRefused('http://[::1]:9000/', parseAllowedHosts(' [::1] , x'))).toBe(false);
    expect(webhookHostRefused('https://hooks.example.com/in', [])).toBe(false);
  });
});
