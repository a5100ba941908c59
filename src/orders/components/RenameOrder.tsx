import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui';
import { useRenameOrder } from '../api/mutations';
import type { Order } from '../api/schemas';
import { messages } from '../messages';
import { OrderNameField } from './OrderNameField';
import { fieldErrorAt, ServerErrorSummary } from './ServerErrors';

/**
 * The customer renames a draft (`PATCH /orders/{id}`); the server decides whether it may. Busy and
 * error come from the rename mutation, which reads the order again before it settles.
 */
export function RenameOrder({
  organizationId,
  order,
  onRenamed,
}: {
  organizationId: string;
  order: Order;
  /** Called once the renamed order has been read again (`since`: when the rename started, ms). */
  onRenamed: (since: number) => void;
}) {
  const t = useT(messages);
  const rename = useRenameOrder(organizationId, order.id);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(order.name ?? '');
  const [saved, setSaved] = useState(false);

  const nameError = fieldErrorAt(rename.error, 'name');

  if (!editing) {
    return (
      <p className="orders-rename">
        <Button
          variant="link"
          onClick={() => {
            setName(order.name ?? '');
            setSaved(false);
            rename.reset();
            setEditing(true);
          }}
        >
          {t('page.rename')}
        </Button>
        <span role="status">{saved ? t('page.renamed') : ''}</span>
      </p>
    );
  }

  return (
    <form
      className="orders-rename"
      onSubmit={(event) => {
        event.preventDefault();
        if (rename.isPending || !name.trim()) return;
        const startedAt = Date.now();
        rename.mutate(name.trim(), {
          onSuccess: () => {
            onRenamed(startedAt);
            setSaved(true);
            setEditing(false);
          },
        });
      }}
    >
      <OrderNameField
        label={t('page.renameLabel')}
        value={name}
        onChange={setName}
        error={nameError}
      />
      <Button type="submit" variant="primary" busy={rename.isPending}>
        {t('page.renameSave')}
      </Button>
      <Button onClick={() => setEditing(false)}>{t('page.renameCancel')}</Button>
      <ServerErrorSummary error={rename.error} shownFields={['name']} />
    </form>
  );
}
