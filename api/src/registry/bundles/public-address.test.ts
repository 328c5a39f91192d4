import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isPublicAddress } from './public-address.js';

describe('isPublicAddress', () => {
  it('refuses loopback, private, shared, link-local (the metadata service), unspecified and multicast addresses', () => {
    const refused = [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.127.255.254',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:a00:1',
      '64:ff9b::a00:1',
      'not an address',
    ];
    assert.deepEqual(refused.filter(isPublicAddress), []);
  });

  it('takes public addresses, including the neighbours of the private ranges', () => {
    const taken = ['8.8.8.8', '1.1.1.1', '172.32.0.1', '172.15.255.255', '100.128.0.1', '11.0.0.1', '169.255.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'];
    assert.deepEqual(taken.filter((address) => !isPublicAddress(address)), []);
  });
});
