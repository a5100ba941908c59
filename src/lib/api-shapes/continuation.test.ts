import { describe, expect, it } from 'vitest';
import { continuationParameter, continuationRelation } from './continuation';
import { readPaging } from './paging';
import { decodeAnswer } from '../http/decode';

describe('continuation values of published conventions', () => {
  it.each([
    ['nextPageToken', 'pageToken'], // Google AIP-158
    ['next_cursor', 'cursor'], // Slack response_metadata
    ['NextMarker', 'Marker'], // S3 ListObjects (v1)
    ['continuationToken', 'continuationToken'], // Azure Storage, Cosmos DB
    ['continue', 'continue'], // Kubernetes metadata.continue
    ['cursor', 'cursor'], // AT Protocol
    ['NEXT_PAGE_TOKEN', 'PAGE_TOKEN'],
    ['pageTokenNext', 'pageToken'],
  ])('%s is sent back as %s', (member, parameter) => {
    expect(continuationRelation(member)).toBe('next');
    expect(continuationParameter(member)).toBe(parameter);
  });

  it.each(['nextLink', 'next_cursor_url', 'next', 'hasNext', 'token', 'pageSize'])(
    '%s is no continuation value',
    (member) => expect(continuationRelation(member)).toBeUndefined(),
  );

  it('reads a name that says it holds a link as a link', () => {
    const url = 'https://api.test/v1/things';
    const body = { things: [], next_cursor_url: '/v1/things?cursor=abc' };
    expect(readPaging(body, new Headers(), url).links.next).toBe(`${url}?cursor=abc`);
  });

  it('keeps the server’s spelling, which the boundary’s camelCase would lose', () => {
    const url = 'https://api.test/v1/things?page_size=5&pageNumber=0';
    const sent = { things: [], response_metadata: { next_page_token: 'a/b' } };
    const paging = readPaging(decodeAnswer(sent, url), new Headers(), url, sent);
    expect(paging.links.next).toBe('https://api.test/v1/things?page_size=5&page_token=a%2Fb');
  });
});
