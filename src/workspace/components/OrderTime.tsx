import { useFormat } from '../../lib/i18n';

/** "3 hours ago", with the exact time as the machine-readable value and a tooltip. */
export function OrderTime({ iso }: { iso: string | null | undefined }) {
  const format = useFormat();
  if (!iso) return null;
  return (
    <time dateTime={iso} title={format.dateTime(iso)}>
      {format.relative(iso)}
    </time>
  );
}
