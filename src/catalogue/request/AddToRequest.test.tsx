import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/renderApp';
import { solutionFixture } from '../testing/fixtures';
import { AddToRequest } from './AddToRequest';
import { REQUEST_MAX, requestList } from './requestList';
import { RequestCount } from './RequestCount';

const member = { organizations: [{ id: 'cust-org', name: 'Byggherre Vest AS' }] };

afterEach(() => requestList.clear());

describe('AddToRequest', () => {
  it('adds the service to the request, counted in the header, and takes it out again', async () => {
    const solution = solutionFixture({ id: 41, name: 'Door refurbishing' });
    renderApp(
      <>
        <RequestCount />
        <AddToRequest solution={solution} />
      </>,
      member,
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Add to your request (Door refurbishing)' }),
    );
    expect(screen.getByRole('link', { name: 'Your request (1)' })).toHaveAttribute(
      'href',
      '/orders/request',
    );
    expect(requestList.items()[0]).toMatchObject({ solutionId: 41, name: 'Door refurbishing' });
    const remove = screen.getByRole('button', {
      name: '✓ In your request (Door refurbishing)',
    });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await user.click(remove);
    expect(screen.queryByRole('link', { name: /Your request/ })).toBeNull();
  });

  it('says the request is full at its limit, and shows nothing to a visitor', async () => {
    for (let id = 1; id <= REQUEST_MAX; id += 1)
      requestList.add({ solutionId: id, categoryId: 7, name: `Service ${id}` });
    const { unmount } = renderApp(<AddToRequest solution={solutionFixture({ id: 99 })} />, member);
    expect(await screen.findByRole('button', { name: /^Add to your request/ })).toBeDisabled();
    expect(
      screen.getByText(`Your request holds ${REQUEST_MAX} services; remove one to add another.`),
    ).toBeVisible();
    unmount();
    renderApp(<AddToRequest solution={solutionFixture({ id: 99 })} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
