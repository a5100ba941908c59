import type { Solution } from '../api/schemas';
import { TypeName } from '../search/TypeName';

/**
 * A service's provider (its name, or its id when the catalogue gives no name) and its kind of
 * service, as terms of a description list: the service page and an order line name them the same.
 */
export function ProviderAndKind({
  solution,
  providerLabel,
  kindLabel,
}: {
  solution: Pick<Solution, 'organizationName' | 'organizationId' | 'type'>;
  providerLabel: string;
  kindLabel: string;
}) {
  return (
    <>
      <dt>{providerLabel}</dt>
      <dd>{solution.organizationName ?? solution.organizationId}</dd>
      <dt>{kindLabel}</dt>
      <dd>
        <TypeName type={solution.type} />
      </dd>
    </>
  );
}
