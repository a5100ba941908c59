import { selectTransitions, type HalLinks, type TransitionAction } from '../../lib/hal';
import { useT } from '../../lib/i18n';
import { ActionButton, SET_APART_RELATIONS, TRANSITION_RELATIONS } from '../../orders';
import { messages } from './messages';

export interface RunningAction {
  orderId: number;
  rel: string;
}

/**
 * The order's steps, from its `_links` only (never from its state), as the order page draws them:
 * a button per known transition, disabled with the server's reason. `cancel` stays on the order
 * page, where it asks for confirmation.
 */
export function BoardActions({
  orderId,
  links,
  apiBase,
  running,
  onRun,
}: {
  orderId: number;
  links: HalLinks;
  apiBase: string;
  running: RunningAction | null;
  onRun: (orderId: number, action: TransitionAction) => void;
}) {
  const t = useT(messages);
  const actions = selectTransitions(links, TRANSITION_RELATIONS, apiBase).actions.filter(
    (action) => !(SET_APART_RELATIONS as readonly string[]).includes(action.rel),
  );
  if (actions.length === 0) return <span className="ws-muted">{t('none')}</span>;
  return (
    <span className="pl-actions">
      {actions.map((action) => (
        <ActionButton
          key={action.rel}
          action={action}
          busy={running?.orderId === orderId && running.rel === action.rel}
          locked={running !== null}
          onClick={() => onRun(orderId, action)}
        />
      ))}
    </span>
  );
}
