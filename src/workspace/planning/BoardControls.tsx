import { useT } from '../../lib/i18n';
import { ChoiceGroup } from '../../ui';
import { stateLabel, ordersMessages } from '../../orders';
import { BOARD_RANGES, BOARD_STATES, type BoardState } from './board';
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
        legend={t('filters.states')}
        choices={BOARD_STATES.map((state) => ({ value: state, label: stateLabel(ot, state) }))}
        selected={chosen.states}
        onChange={toggle}
      />
      <ChoiceGroup
        legend={t('filters.range')}
        choices={BOARD_RANGES.map((range) => ({ value: range, label: t(`range.${range}`) }))}
        selected={chosen.range}
        onChange={(range) => onChange({ range })}
      />
      <ChoiceGroup
        legend={t('view.label')}
        choices={VIEWS.map((view) => ({ value: view, label: t(`view.${view}`) }))}
        selected={chosen.view}
        onChange={(view) => onChange({ view })}
      />
    </div>
  );
}
