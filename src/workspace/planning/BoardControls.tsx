import { useT } from '../../lib/i18n';
import { ChoiceGroup } from '../../ui';
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
      <ChoiceGroup
        className="ws-filter pl-filter"
        legend={t('filters.states')}
        name="state"
        multiple
        choices={BOARD_STATES.map((state) => ({ value: state, label: stateLabel(ot, state) }))}
        isChecked={(state) => chosen.states.includes(state)}
        onChange={toggle}
      />
      <ChoiceGroup
        className="ws-filter pl-filter"
        legend={t('filters.range')}
        name="range"
        choices={BOARD_RANGES.map((range) => ({ value: range, label: t(`range.${range}`) }))}
        isChecked={(range) => chosen.range === range}
        onChange={(range) => onChange({ range })}
      />
      <ChoiceGroup
        className="ws-filter pl-filter"
        legend={t('view.label')}
        name="view"
        choices={VIEWS.map((view) => ({ value: view, label: t(`view.${view}`) }))}
        isChecked={(view) => chosen.view === view}
        onChange={(view) => onChange({ view })}
      />
    </div>
  );
}
