import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddressSearchUnavailableError,
  addressrAddressSearch,
  createAddressSearch,
  embeddedAddressSearch,
} from './address-search.ts';

// Answers as Addressr's GET /addresses?q= gives them (its API description's examples, and a plain street).
const ADDRESSR_HITS = [
  {
    sla: '12 CHURCH ST, PARRAMATTA NSW 2150',
    score: 1,
    pid: 'GANSW704587453',
    highlight: { sla: '<em>12</em> <em>CHURCH</em> ST, PARRAMATTA NSW 2150' },
  },
  {
    sla: 'UNIT 1, 109 KIRRIBILLI AV, KIRRIBILLI NSW 2061',
    ssla: '1/109 KIRRIBILLI AV, KIRRIBILLI NSW 2061',
    score: 0.98,
    pid: 'GANSW717102496',
  },
  { sla: 'something the adapter cannot read', score: 0.5, pid: 'GANSW1' },
];

let server: Server;
let base: string;
const seen: IncomingMessage[] = [];
let answer: { status: number; body: string } = { status: 200, body: JSON.stringify(ADDRESSR_HITS) };

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the Addressr adapter', () => {
  it('asks /addresses with the query and answers whole addresses, street number and name apart', async () => {
    answer = { status: 200, body: JSON.stringify(ADDRESSR_HITS) };
    const results = await addressrAddressSearch({ baseUrl: `${base}/`, apiKey: 'key-1' }).search(
      ' 12 church ',
    );
    const request = seen.at(-1)!;
    expect(new URL(request.url!, base).pathname).toBe('/addresses');
    expect(new URL(request.url!, base).searchParams.get('q')).toBe('12 church');
    expect(request.headers['x-rapidapi-key']).toBe('key-1');
    expect(results).toEqual([
      {
        full_address: '12 Church St, Parramatta NSW 2150',
        address_line_1: '12 Church St',
        street_number: '12',
        street_name: 'Church St',
        suburb: 'Parramatta',
        state: 'NSW',
        postcode: '2150',
      },
      {
        full_address: '1/109 Kirribilli Av, Kirribilli NSW 2061',
        address_line_1: '1/109 Kirribilli Av',
        street_number: '1/109',
        street_name: 'Kirribilli Av',
        suburb: 'Kirribilli',
        state: 'NSW',
        postcode: '2061',
      },
    ]);
  });

  it('sends no key to a self-hosted server, and reports a failing or unreadable answer as unavailable', async () => {
    answer = { status: 200, body: '[]' };
    expect(await addressrAddressSearch({ baseUrl: base, apiKey: undefined }).search('nowhere')).toEqual([]);
    expect(seen.at(-1)!.headers['x-rapidapi-key']).toBeUndefined();
    answer = { status: 503, body: 'down' };
    await expect(addressrAddressSearch({ baseUrl: base, apiKey: undefined }).search('x st')).rejects.toThrow(
      AddressSearchUnavailableError,
    );
    answer = { status: 200, body: '<html>' };
    await expect(addressrAddressSearch({ baseUrl: base, apiKey: undefined }).search('x st')).rejects.toThrow(
      AddressSearchUnavailableError,
    );
    await expect(
      addressrAddressSearch({ baseUrl: 'http://127.0.0.1:1', apiKey: undefined }).search('x st'),
    ).rejects.toThrow(AddressSearchUnavailableError);
  });

  it('is chosen by configuration; the embedded search is the default', () => {
    expect(createAddressSearch({ addressSearch: { provider: 'embedded' } })).toBe(embeddedAddressSearch);
    expect(
      createAddressSearch({ addressSearch: { provider: 'addressr', baseUrl: base, apiKey: undefined } }),
    ).not.toBe(embeddedAddressSearch);
  });
});

describe('the embedded search', () => {
  it('answers suburbs without a street, delivery postcodes before post-office boxes', async () => {
    const sydney = await embeddedAddressSearch.search('sydney');
    expect(sydney[0]).toEqual({
      full_address: 'Sydney NSW 2000',
      address_line_1: '',
      street_number: '',
      street_name: '',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
    });
    const brisbane = (await embeddedAddressSearch.search('brisbane')).map((r) => r.postcode);
    expect(brisbane.slice(0, 2)).toEqual(['4000', '4001']);
    const parramatta = (await embeddedAddressSearch.search('parramatta')).map((r) => r.full_address);
    expect(parramatta.indexOf('Parramatta NSW 2150')).toBeLessThan(parramatta.indexOf('Parramatta NSW 1740'));
  });
});
