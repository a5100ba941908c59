import { describe, expect, it } from 'vitest';
import { decodeAnswer, fieldKey } from './decode';

const ORDER_URL = 'https://api.test/services/v1/orders/1042';

describe('fieldKey: one key whatever its case style', () => {
  it.each([
    ['createdAt', 'createdAt'],
    ['created_at', 'createdAt'],
    ['created-at', 'createdAt'],
    ['CreatedAt', 'createdAt'],
    ['CREATED_AT', 'createdAt'],
    ['organizationID', 'organizationId'],
    ['OrganizationId', 'organizationId'],
    ['co2e_data', 'co2eData'],
    ['Co2eData', 'co2eData'],
    ['id', 'id'],
    ['ID', 'id'],
    ['URI', 'uri'],
    ['hydra:totalItems', 'hydra:totalItems'],
  ])('%s reads as %s', (key, expected) => {
    expect(fieldKey(key)).toBe(expected);
  });

  it('leaves HAL keywords and other keys starting with _ as sent', () => {
    expect(fieldKey('_links')).toBe('_links');
    expect(fieldKey('_embedded')).toBe('_embedded');
  });
});

describe('decodeAnswer', () => {
  it('reads keys in any case style, nested and in arrays', () => {
    const body = {
      Id: 1,
      performed_by: { full_name: 'Kari' },
      entries: [{ field_name: 'name', 'old-value': 'a' }],
    };
    expect(decodeAnswer(body, ORDER_URL)).toEqual({
      id: 1,
      performedBy: { fullName: 'Kari' },
      entries: [{ fieldName: 'name', oldValue: 'a' }],
    });
  });

  it('drops null members, so null reads as absent', () => {
    expect(
      decodeAnswer({ id: 1, expectedServiceLife: null, unit: { amount: null } }, ORDER_URL),
    ).toEqual({ id: 1, unit: {} });
  });

  it('lets a key already in camelCase win over its twin in another style', () => {
    expect(decodeAnswer({ created_at: 'snake', createdAt: 'camel' }, ORDER_URL)).toEqual({
      createdAt: 'camel',
    });
    expect(decodeAnswer({ createdAt: 'camel', created_at: 'snake' }, ORDER_URL)).toEqual({
      createdAt: 'camel',
    });
  });

  it('resolves each link href against the URL of the answer (RFC 3986 §5)', () => {
    const body = {
      id: 1042,
      _links: {
        self: { href: '' },
        accept: { href: '1042/transitions/accept', method: 'POST', target_state: 'ACCEPTED' },
        cancel: { href: './1042/transitions/cancel' },
        history: { href: '/services/v1/orders/1042/history' },
        'change-history': { href: 'https://api.test/services/v1/orders/1042/change-history' },
        up: { href: '../orders' },
        search: { href: '/orders{?page}', templated: true },
      },
    };
    const decoded = decodeAnswer(body, ORDER_URL);
    expect(decoded).toEqual({
      id: 1042,
      _links: {
        self: { href: ORDER_URL },
        accept: {
          href: 'https://api.test/services/v1/orders/1042/transitions/accept',
          method: 'POST',
          targetState: 'ACCEPTED',
        },
        cancel: { href: 'https://api.test/services/v1/orders/1042/transitions/cancel' },
        history: { href: 'https://api.test/services/v1/orders/1042/history' },
        'change-history': { href: 'https://api.test/services/v1/orders/1042/change-history' },
        up: { href: 'https://api.test/services/v1/orders' },
        search: { href: '/orders{?page}', templated: true },
      },
    });
  });

  it('keeps relation names as sent and resolves links of embedded resources too', () => {
    const body = {
      _embedded: {
        'order-list': [
          { id: 1, _links: { 'request-quote': { href: '1/transitions/request-quote' } } },
        ],
      },
    };
    expect(decodeAnswer(body, 'https://api.test/services/v1/orders')).toEqual({
      _embedded: {
        'order-list': [
          {
            id: 1,
            _links: {
              'request-quote': { href: 'https://api.test/services/v1/1/transitions/request-quote' },
            },
          },
        ],
      },
    });
  });

  it('leaves text, numbers and arrays of values as they are', () => {
    expect(decodeAnswer('plain words', ORDER_URL)).toBe('plain words');
    expect(decodeAnswer([1, 'two', null], ORDER_URL)).toEqual([1, 'two', null]);
    expect(decodeAnswer(undefined, ORDER_URL)).toBeUndefined();
  });
});
