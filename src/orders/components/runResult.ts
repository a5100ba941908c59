/** The outcome of a transition request, as the page reports it to the control that sent it. */
export type RunResult = { ok: true } | { ok: false; error: unknown };
