import { nameOf } from '../../lib/api-shapes';
import { useT } from '../../lib/i18n';
import { Fact } from '../../ui';
import { messages } from '../messages';
import type { Solution } from '../api/schemas';
import { TypeName } from '../search/TypeName';

/**
 * A service's provider (its name, or its id when the catalogue gives no name) and its kind of
 * service, as terms of a description list: the service page, an order line and a result card
 * name them the same (`group`: each pair in a `<div>`, see `Fact`).
 */
export function ProviderAndKind({
  solution,
  providerLabel,
  kindLabel,
  group = false,
}: {
  solution: Pick<Solution, 'organizationName' | 'type'>;
  providerLabel: string;
  kindLabel: string;
  group?: boolean;
}) {
  const t = useT(messages);
  return (
    <>
      <Fact group={group} term={providerLabel}>
        {nameOf(solution.organizationName, 'organization') ?? t('card.notGiven')}
      </Fact>
      <Fact group={group} term={kindLabel}>
        <TypeName type={solution.type} />
      </Fact>
    </>
  );
}
