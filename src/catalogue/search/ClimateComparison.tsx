import './climate.css';
import { useCodeWords } from '../../lib/codes';
import { useT } from '../../lib/i18n';
import { messages } from '../messages';
import { hasCo2eFigures, type Co2eData } from '../model/co2e';

/**
 * The service's emission next to its saving against buying new, as two bars on one scale, so a
 * person sees at a glance how much more it saves than it costs. The numbers are always written out.
 */
export function ClimateComparison({ co2e }: { co2e: Co2eData }) {
  const t = useT(messages);
  const words = useCodeWords();
  if (!hasCo2eFigures(co2e)) {
    return <p className="climate-none">{t('co2e.none')}</p>;
  }
  const total = co2e.total ?? 0;
  const savings = co2e.savings ?? 0;
  const scale = Math.max(Math.abs(total), Math.abs(savings), Number.EPSILON);
  const rows = [
    { key: 'emission', label: t('co2e.emission'), value: total, present: co2e.total != null },
    {
      key: 'savings',
      label: t('co2e.savings'),
      value: savings,
      present: co2e.savings != null,
    },
  ];
  return (
    <figure className="climate">
      <figcaption>
        {t('co2e.heading')}
        {co2e.status ? (
          <span className="climate-status"> · {words.status(co2e.status)}</span>
        ) : null}
      </figcaption>
      <dl>
        {rows.map((row) =>
          row.present ? (
            <div key={row.key} className={`climate-row climate-${row.key}`}>
              <dt>{row.label}</dt>
              <dd>
                <span className="climate-bar" aria-hidden="true">
                  <span
                    className="climate-fill"
                    style={{ width: `${Math.round((Math.abs(row.value) / scale) * 100)}%` }}
                  />
                </span>
                <span className="climate-value">{words.co2e(row.value, co2e.unit)}</span>
              </dd>
            </div>
          ) : null,
        )}
      </dl>
    </figure>
  );
}
