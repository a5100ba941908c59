import { useT } from '../../lib/i18n';
import { stateLabel, ordersMessages } from '../../orders';
import { BOARD_RANGES, BOARD_STATES, type BoardState } from './boardModel';
import { messages } from './messages';
import type { BoardParams, BoardView } from './useBoardParams';

const VIEWS: readonly BoardView[] = ['timeline', 'table'];

/** States (checkboxes), period and view (radio groups); each change goes into the URL. */
export function BoardControls({
  chosen,
  onChange,
}: {
  chosen: BoardParams;
  onChange: (patch: Partial<BoardParams>) => void;
}) {
  const t = useT(messages);
  const ot = useT(ordersMessages);
  const toggle = (state: BoardState, on: boolean) =>
    onChange({
      states: BOARD_STATES.filter((s) => (s === state ? on : chosen.states.includes(s))),
    });
  return (
    <div className="pl-controls" role="group" aria-label={t('filters.label')}>
      <fieldset className="ws-filter pl-filter">
        <legend>{t('filters.states')}</legend>
        {BOARD_STATES.map((state) => (
          <label key={state}>
            <input
              type="checkbox"
              name="state"
              value={state}
              checked={chosen.states.includes(state)}
              onChange={(event) => toggle(state, event.target.checked)}
            />{' '}
            {stateLabel(ot, state)}
          </label>
        ))}
      </fieldset>
      <fieldset className="ws-filter pl-filter">
        <legend>{t('filters.range')}</legend>
        {BOARD_RANGES.map((range) => (
          <label key={range}>
            <input
              type="radio"
              name="range"
              value={range}
              checked={chosen.range === range}
              onChange={() => onChange({ range })}
            />{' '}
            {t(`range.${range}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="ws-filter pl-filter">
        <legend>{t('view.label')}</legend>
        {VIEWS.map((view) => (
          <label key={view}>
            <input
              type="radio"
              name="view"
              value={view}
              checked={chosen.view === view}
              onChange={() => onChange({ view })}
            />{' '}
            {t(`view.${view}`)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
