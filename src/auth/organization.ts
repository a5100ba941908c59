/** An organisation the signed-in person acts for: the id sent with each request, alias and name. */
export interface Organization {
  id: string;
  alias: string;
  name: string;
}
