import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { RequireOrganization, useOrganization } from '../../auth';
import { useCategoryPath } from '../../catalogue';
import { useT } from '../../lib/i18n';
import { useUrlChoice } from '../../lib/router';
import { Button, EmptyState, ErrorState, LoadingState, PageTitle } from '../../ui';
import { choosingOrdersQueryOptions } from '../api/choosingOrders';
import { ActionButton } from '../components/ActionButton';
import { ChoicePanel } from '../compare/ChoicePanel';
import { ComparisonCards } from '../compare/ComparisonCards';
import { ComparisonTable } from '../compare/ComparisonTable';
import { compareMessages } from '../compare/compareMessages';
import { ServiceLookups, type LookupsByOrder } from '../compare/ServiceLookups';
import { useChooseQuote } from '../compare/useChooseQuote';
import { useComparisonRows } from '../compare/useComparisonRows';
import { useWideScreen } from '../compare/useWideScreen';
import { comparisonGroups, type ComparedOrder } from '../model/comparison';
import { groupCategoryName } from '../compare/groupCategoryName';
import '../orders.css';
import '../print.css';
import '../compare/compare.css';

const today = () => new Date().toISOString().slice(0, 10);

type Choose = ReturnType<typeof useChooseQuote>;

function useSupplierOf() {
  const tc = useT(compareMessages);
  return (entry: ComparedOrder) => entry.order.supplier?.name ?? tc('value.notGiven');
}

function Comparison({
  choose,
  entries,
  lookups,
  category,
}: {
  choose: Choose;
  entries: readonly ComparedOrder[];
  lookups: LookupsByOrder;
  category: string;
}) {
  const tc = useT(compareMessages);
  const wide = useWideScreen();
  const supplierOf = useSupplierOf();
  const { rows, notes } = useComparisonRows(entries, lookups, today(), supplierOf);

  const choiceOf = (entry: ComparedOrder) => {
    if (!entry.quoted) return tc('value.noQuote');
    const action = choose.actionOf(entry, 'accept');
    if (action === undefined) return tc('choose.notOffered');
    return (
      <ActionButton
        action={action}
        busy={choose.pending?.orderId === entry.order.id}
        locked={choose.pending !== null}
        label={tc('choose.accept', { supplier: supplierOf(entry) })}
        onClick={() => choose.setChoice({ step: 'confirm-accept', entry, action })}
      />
    );
  };
  const view = {
    label: tc('compare.caption', { category }),
    entries,
    rows,
    supplierOf,
    choice: choiceOf,
  };
  return (
    <>
      {notes.length > 0 ? (
        <ul className="compare-notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <ChoicePanel choose={choose} supplierOf={supplierOf} />
      {wide ? <ComparisonTable {...view} /> : <ComparisonCards {...view} />}
    </>
  );
}

function ComparePageContent() {
  const tc = useT(compareMessages);
  const organization = useOrganization();
  const selectId = useId();
  const query = useQuery(choosingOrdersQueryOptions(organization.id));
  // With the category tree, a broader category gathering several lines' categories is offered too.
  const pathOf = useCategoryPath();
  const groups = comparisonGroups(
    query.data?.orders ?? [],
    organization,
    pathOf && ((id) => pathOf(id).map((category) => category.id)),
  );
  const labelOf = (id: number, group: readonly ComparedOrder[]) => {
    const name = groupCategoryName(group, id, pathOf) ?? tc('category.unnamed');
    return group.every((entry) => entry.categoryId === id)
      ? name
      : tc('compare.under', { category: name });
  };
  const isExact = ([id, group]: [number, readonly ComparedOrder[]]) =>
    group.every((entry) => entry.categoryId === id);
  // The lines' own categories first, then the broader ones.
  const ordered = [...groups].sort((a, b) => Number(isExact(b)) - Number(isExact(a)));
  const ids = ordered.map(([id]) => String(id));
  const [picked, pick] = useUrlChoice('category', ['', ...ids]);
  const categoryId = Number(picked || ids[0]);
  const entries = groups.get(categoryId) ?? [];
  const category = labelOf(categoryId, entries);
  const choose = useChooseQuote(organization.id, entries);
  const supplierOf = useSupplierOf();
  const chosen = choose.choice.step === 'accepted' || choose.choice.step === 'cancelled';

  const title = entries.length > 0 ? tc('compare.heading', { category }) : tc('compare.title');
  return (
    <article className="orders-page compare-page">
      <p className="orders-back">
        <Link to="/orders">← {tc('compare.back')}</Link>
      </p>
      <PageTitle title={title}>{title}</PageTitle>
      {chosen ? (
        // Once one is accepted, the orders leave the comparison: the choice goes on by itself.
        <ChoicePanel choose={choose} supplierOf={supplierOf} />
      ) : query.isPending ? (
        <LoadingState label={tc('compare.loading')} onRetry={() => void query.refetch()} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title={tc('compare.none')}>
          <p>{tc('compare.noneText')}</p>
        </EmptyState>
      ) : (
        <>
          <p>{tc('compare.intro')}</p>
          {query.data.capped ? (
            <p>{tc('compare.capped', { count: query.data.orders.length })}</p>
          ) : null}
          {groups.size > 1 ? (
            <p className="orders-field compare-pick">
              <label htmlFor={selectId}>{tc('compare.pickCategory')}</label>
              <select
                id={selectId}
                value={String(categoryId)}
                onChange={(event) => pick(event.target.value)}
              >
                {ordered.map(([id, group]) => (
                  <option key={id} value={String(id)}>
                    {tc('compare.groupOption', {
                      category: labelOf(id, group),
                      count: group.length,
                    })}
                  </option>
                ))}
              </select>
            </p>
          ) : null}
          <p className="compare-print">
            <Button onClick={() => window.print()}>{tc('compare.print')}</Button>
          </p>
          <ServiceLookups key={categoryId} entries={entries}>
            {(lookups) => (
              <Comparison choose={choose} entries={entries} lookups={lookups} category={category} />
            )}
          </ServiceLookups>
        </>
      )}
    </article>
  );
}

/** Route module for `/orders/compare?category=…`: the customer's quotes on one category. */
export function Component() {
  return (
    <RequireOrganization>
      <ComparePageContent />
    </RequireOrganization>
  );
}
