import { useCodeWords } from '../../lib/codes';
import { useT } from '../../lib/i18n';
import { messages } from '../messages';
import type { Co2eData } from '../model/co2e';

/**
 * A result card's one climate figure: the saving against buying new where there is one, else
 * the emission, in kilograms of CO₂e (the same scale on every card). How sure it is, and the
 * rest, is on the service's page.
 */
export function ClimateFigure({ co2e }: { co2e: Co2eData }) {
  const t = useT(messages);
  const words = useCodeWords();
  if (typeof co2e?.savings === 'number') {
    const figure = words.co2e(co2e.savings, co2e.unit);
    return <p className="result-climate">{t('card.saves', { figure })}</p>;
  }
  if (typeof co2e?.total === 'number') {
    const figure = words.co2e(co2e.total, co2e.unit);
    return <p className="result-climate">{t('card.emits', { figure })}</p>;
  }
  return <p className="result-climate">{t('co2e.none')}</p>;
}
