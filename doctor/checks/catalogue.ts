/**
 * The open catalogue (spec 4.2) as the search page reads it, through the catalogue's own fetchers:
 * the category tree, the search's first and second page, a category by URI, the providers.
 */
import { fetchCategories } from '../../src/catalogue/api/categories';
import { fetchProviders } from '../../src/catalogue/api/providers';
import type { CategoryNode } from '../../src/catalogue/api/schemas';
import { fetchSolutionsPage, type SolutionsPage } from '../../src/catalogue/api/solutions';
import { learnedPaging } from '../../src/lib/api-shapes';
import {
  answersSince,
  ERROR_SEEN,
  evidenceSince,
  failureSince,
  type DoctorContext,
} from '../context';
import { judgeNames, withUnread } from './reading';
import { finding, type Finding, type Verdict } from '../verdict';

const PAGE_SIZE = 20;

interface TreeFacts {
  roots: number;
  nodes: number;
  depth: number;
}

export function treeFacts(roots: readonly CategoryNode[]): TreeFacts {
  let nodes = 0;
  let depth = 0;
  const walk = (list: readonly CategoryNode[], level: number) => {
    for (const node of list) {
      nodes += 1;
      depth = Math.max(depth, level);
      walk(node.children ?? [], level + 1);
    }
  };
  walk(roots, 1);
  return { roots: roots.length, nodes, depth };
}

export function judgeTree({ roots, nodes }: TreeFacts): { verdict: Verdict; seen?: string } {
  if (roots === 0) return { verdict: 'loss', seen: 'the category tree is empty' };
  if (nodes === roots) {
    return {
      verdict: 'loss',
      seen: 'the category tree shows only its top level: no children were found',
    };
  }
  return { verdict: 'read' };
}

/** The search's total: a figure on the page only when the browser could read it. */
export function judgeTotal(page: { total: number | undefined; items: readonly unknown[] }): {
  verdict: Verdict;
  seen?: string;
} {
  if (page.total !== undefined) return { verdict: 'read' };
  return {
    verdict: 'loss',
    seen: `the results say "${String(page.items.length)} shown, more may follow" instead of a count`,
  };
}

/** The second page: reached, and no service of the first shown again. */
export function judgeNextPage(
  first: { items: readonly unknown[]; more: boolean | undefined },
  second: { items: readonly unknown[] } | undefined,
  idOf: (item: unknown) => unknown,
): { verdict: Verdict; seen?: string; facts: string } {
  if (first.more === false || second === undefined) {
    return { verdict: 'read', facts: 'one page only: the first page says no more follow' };
  }
  const firstIds = new Set(first.items.map(idOf));
  const repeated = second.items.filter((item) => firstIds.has(idOf(item))).length;
  if (second.items.length === 0) {
    return {
      verdict: 'not-read',
      seen: 'the next page shows nothing although more were announced',
      facts: 'page 2 empty',
    };
  }
  if (repeated > 0) {
    return {
      verdict: 'not-read',
      seen: `${String(repeated)} items of page 1 show again on page 2`,
      facts: `page 2: ${String(second.items.length)} items, ${String(repeated)} repeated`,
    };
  }
  return { verdict: 'read', facts: `page 2: ${String(second.items.length)} items, none repeated` };
}

const idOf = (item: unknown): unknown =>
  typeof item === 'object' && item !== null && 'id' in item ? item.id : item;

function firstNested(roots: readonly CategoryNode[]): CategoryNode | undefined {
  for (const root of roots) {
    const child = root.children?.find((node) => node.uri !== undefined);
    if (child) return child;
  }
  return undefined;
}

export async function checkCatalogue(ctx: DoctorContext): Promise<Finding[]> {
  const findings: Finding[] = [];
  const failed = (id: string, title: string, mark: number, error: unknown) =>
    finding(
      id,
      'catalogue',
      title,
      'not-read',
      [...evidenceSince(ctx, mark), failureSince(ctx, mark, error)],
      ERROR_SEEN,
    );
  /** A read that found `count` things: lost where it found none, as `seenIfNone` tells. */
  const found = (
    id: string,
    title: string,
    mark: number,
    count: number,
    fact: string,
    seenIfNone: string,
  ) =>
    finding(
      id,
      'catalogue',
      title,
      count > 0 ? 'read' : 'loss',
      [...evidenceSince(ctx, mark), fact],
      count > 0 ? undefined : seenIfNone,
    );

  // The category tree.
  let roots: CategoryNode[] = [];
  let mark = ctx.log.length;
  try {
    roots = await fetchCategories(ctx.platform);
    const facts = treeFacts(roots);
    const judged = judgeTree(facts);
    findings.push(
      finding(
        'catalogue.tree',
        'catalogue',
        'category tree',
        judged.verdict,
        [
          ...evidenceSince(ctx, mark),
          `${String(facts.roots)} roots, ${String(facts.nodes)} nodes, ${String(facts.depth)} levels (children found by the tree reader)`,
        ],
        judged.seen,
      ),
    );
  } catch (error) {
    findings.push(failed('catalogue.tree', 'category tree', mark, error));
  }

  // The search: first page, its total, the next page.
  mark = ctx.log.length;
  let first: SolutionsPage | undefined;
  try {
    first = await fetchSolutionsPage(ctx.client, {}, 0, PAGE_SIZE);
    const judged = judgeTotal(first);
    findings.push(
      finding(
        'catalogue.search.total',
        'catalogue',
        'search: first page and its total',
        judged.verdict,
        [
          ...evidenceSince(ctx, mark),
          `${String(first.items.length)} services read; total ${first.total === undefined ? 'not readable in a browser' : String(first.total)}`,
        ],
        judged.seen,
      ),
    );
  } catch (error) {
    findings.push(
      failed('catalogue.search.total', 'search: first page and its total', mark, error),
    );
  }
  if (first !== undefined) {
    mark = ctx.log.length;
    try {
      const second =
        first.more === false
          ? undefined
          : await fetchSolutionsPage(ctx.client, {}, 1, PAGE_SIZE, undefined, first);
      const judged = judgeNextPage(first, second, idOf);
      const base = learnedPaging(ctx.client, 'GET /solutions').base;
      findings.push(
        finding(
          'catalogue.search.next',
          'catalogue',
          'search: the next page',
          judged.verdict,
          [
            ...evidenceSince(ctx, mark),
            judged.facts,
            `pages counted from ${base === undefined ? 'an unknown base (0 assumed)' : String(base)}`,
          ],
          judged.seen,
        ),
      );
    } catch (error) {
      findings.push(failed('catalogue.search.next', 'search: the next page', mark, error));
    }
  }

  // A category by its URI.
  const category = firstNested(roots);
  if (category?.uri !== undefined) {
    mark = ctx.log.length;
    try {
      const page = await fetchSolutionsPage(
        ctx.client,
        { category: category.uri, categoryMatch: 'descendants' },
        0,
        PAGE_SIZE,
      );
      findings.push(
        found(
          'catalogue.search.category',
          'search: a category by URI',
          mark,
          page.items.length,
          `${String(page.items.length)} services under a nested category`,
          'a category chosen in the tree shows "No services found"',
        ),
      );
    } catch (error) {
      findings.push(failed('catalogue.search.category', 'search: a category by URI', mark, error));
    }
  }

  // Providers.
  mark = ctx.log.length;
  try {
    const providers = await fetchProviders(ctx.platform, '');
    findings.push(
      found(
        'catalogue.providers',
        'providers',
        mark,
        providers.items.length,
        `${String(providers.items.length)} providers${providers.capped ? ', more not read' : ''}`,
        'the provider filter offers no provider',
      ),
    );
    const names = withUnread(
      answersSince(ctx, mark),
      providers,
      judgeNames(
        providers.items.map((provider) => provider.name),
        'provider',
      ),
    );
    findings.push(
      finding(
        'catalogue.providers.names',
        'catalogue',
        'providers named for people',
        names.verdict,
        [names.facts],
        names.seen,
      ),
    );
  } catch (error) {
    findings.push(failed('catalogue.providers', 'providers', mark, error));
  }
  return findings;
}
