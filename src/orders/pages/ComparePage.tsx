import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ourOrganization } from '../../lib/http';
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
import { choosingEntries, comparisonGroups, type ComparedOrder } from '../model/comparison';
import { QuoteFinder } from '../compare/QuoteFinder';
import { useComparedSet } from '../compare/useComparedSet';
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
  label,
}: {
  choose: Choose;
  entries: readonly ComparedOrder[];
  lookups: LookupsByOrder;
  /** What is compared, in words: the request's name, the category, or "the quotes you chose". */
  label: string;
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
    label: tc('compare.caption', { subject: label }),
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
  const { id: organizationId } = useOrganization();
  const query = useQuery(choosingOrdersQueryOptions(organizationId));
  const us = ourOrganization(useQueryClient(), organizationId);
  const orders = query.data?.orders ?? [];
  const choosing = choosingEntries(orders, us);
  const { compared, request, toggle } = useComparedSet(choosing);
  // With the category tree, a broader category gathering several lines' categories is offered too.
  const pathOf = useCategoryPath();
  const groups = comparisonGroups(
    orders,
    us,
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
  const ordered = new Map([...groups].sort((a, b) => Number(isExact(b)) - Number(isExact(a))));
  const ids = [...ordered.keys()].map(String);
  // The category looked through: the one chosen, else the compared quotes' own.
  const [picked, pick] = useUrlChoice('category', ['', ...ids]);
  const ownCategory = compared.find((entry) => ordered.has(entry.categoryId))?.categoryId;
  const categoryId = Number(picked || ownCategory || ids[0]);
  const choose = useChooseQuote(organizationId, compared, choosing);
  const supplierOf = useSupplierOf();
  const chosen = choose.choice.step === 'accepted' || choose.choice.step === 'cancelled';

  const oneCategory = compared.every((entry) => entry.categoryId === compared[0]?.categoryId);
  const subject =
    request?.name ??
    (compared.length > 0 && oneCategory
      ? labelOf(compared[0]?.categoryId ?? categoryId, compared)
      : undefined);
  const title = subject === undefined ? tc('compare.title') : tc('compare.heading', { subject });
  return (
    <article className="orders-page compare-page print-document">
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
      ) : choosing.length === 0 ? (
        <EmptyState title={tc('compare.none')}>
          <p>{tc('compare.noneText')}</p>
        </EmptyState>
      ) : (
        <>
          <p>{tc(request === undefined ? 'compare.intro' : 'compare.introRequest')}</p>
          {query.data.capped ? (
            <p>{tc('compare.capped', { count: query.data.orders.length })}</p>
          ) : null}
          {compared.length === 0 ? (
            <p className="orders-note">{tc('compare.pickSome')}</p>
          ) : (
            <>
              <p className="compare-print">
                <Button onClick={() => window.print()}>{tc('compare.print')}</Button>
              </p>
              <ServiceLookups entries={compared}>
                {(lookups) => (
                  <Comparison
                    choose={choose}
                    entries={compared}
                    lookups={lookups}
                    label={subject ?? tc('compare.chosen')}
                  />
                )}
              </ServiceLookups>
            </>
          )}
          <QuoteFinder
            groups={ordered}
            labelOf={labelOf}
            categoryId={categoryId}
            onCategory={(id) => pick(String(id))}
            compared={compared}
            onToggle={toggle}
            supplierOf={supplierOf}
          />
        </>
      )}
    </article>
  );
}

/**
 * Route module for `/orders/compare?request=…&orders=…&category=…`: the quotes of one request, or
 * the ones a person chose, side by side; below them the quotes on one category to add or take out.
 */
export function Component() {
  return (
    <RequireOrganization>
      <ComparePageContent />
    </RequireOrganization>
  );
}
