import type { PartySide } from '../lib/api-shapes';

/** An organisation the signed-in person acts for: the id sent with each request, alias and name. */
export interface Organization {
  id: string;
  alias: string;
  name: string;
  /**
   * The sides of an order it acts on, when its claim says (`organizationSidesOf`); absent: it
   * may act on both, the app cannot tell.
   */
  sides?: readonly PartySide[];
}
