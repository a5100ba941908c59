import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, testConfig, testQueryClient } from '../../test/renderApp';
import { orderKeys } from '../api/keys';
import { HISTORY_MAX_PAGES } from '../api/orders';
import { orderFixture } from '../testing/fixtures';
import { OrderHistory } from './OrderHistory';

/**
 * Both histories on a server that pages them the way Google's API conventions do (a
 * `nextPageToken` sent back as `pageToken`) or Slack's (`meta.next_cursor` sent back as `cursor`):
 * every entry is shown, each once.
 */
const BASE = testConfig.ordersBaseUrl;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const state = (to: string, note: string) => ({ toState: to, comment: note });
const change = (field: string, from: number, to: number) => ({
  field,
  oldValue: from,
  newValue: to,
});

function renderHistory(serve: (url: URL) => Response) {
  const asked: string[] = [];
  const queryClient = testQueryClient(
    (input) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      asked.push(`${url.pathname}${url.search}`);
      return Promise.resolve(serve(url));
    },
    { baseUrl: BASE },
  );
  const order = orderFixture();
  queryClient.setQueryData(orderKeys.detail('supp-org', order.id), order);
  renderApp(<OrderHistory organizationId="supp-org" order={order} />, { queryClient });
  return { asked };
}

describe('OrderHistory on a server that continues its lists by a token', () => {
  it('shows every state and field change, the later pages reached by the token sent back', async () => {
    const user = userEvent.setup();
    const { asked } = renderHistory((url) => {
      if (url.pathname.endsWith('/7/history')) {
        return url.searchParams.get('pageToken') === 'b2Zmc2V0PTI='
          ? json({ history: [state('ACCEPTED', 'third')] })
          : json({
              history: [state('REQUESTED', 'first'), state('QUOTED', 'second')],
              nextPageToken: 'b2Zmc2V0PTI=',
            });
      }
      return url.searchParams.get('cursor') === 'c2'
        ? json({ changes: [change('quotedPrice', 980, 990)], meta: { next_cursor: '' } })
        : json({ changes: [change('quotedPrice', 900, 980)], meta: { next_cursor: 'c2' } });
    });

    const states = await screen.findByRole('list');
    expect(within(states).getAllByRole('listitem')).toHaveLength(3);
    expect(states).toHaveTextContent('third');
    await user.click(screen.getByRole('button', { name: 'Show field changes' }));
    await screen.findByText('Price changed from 980 to 990');
    expect(screen.getByText('Price changed from 900 to 980')).toBeInTheDocument();
    expect(screen.queryByText(/history has more than were read/)).toBeNull();
    expect(asked).toEqual([
      '/services/v1/orders/7/history',
      '/services/v1/orders/7/history?pageToken=b2Zmc2V0PTI%3D',
      '/services/v1/orders/7/change-history',
      '/services/v1/orders/7/change-history?cursor=c2',
    ]);
  });

  it('says so where a history goes on past the pages read, never a silent end', async () => {
    renderHistory((url) => {
      const page = Number(url.searchParams.get('pageToken') ?? '0');
      return json({ entries: [state('QUOTED', `note ${String(page)}`)], nextPageToken: page + 1 });
    });
    expect(
      await screen.findByText(
        `The first ${String(HISTORY_MAX_PAGES)} entries are shown: the history has more than were read.`,
      ),
    ).toBeInTheDocument();
  });
});
