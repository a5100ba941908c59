import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui';
import { platformOf } from '../../lib/http';
import { renameOrder } from '../api/orders';
import type { Order } from '../api/schemas';
import { messages } from '../messages';
import { fieldErrorText } from '../model/labels';
import { fieldErrorCode, ServerErrorSummary } from './ServerErrors';

/** The customer renames a draft (`PATCH /orders/{id}`); the server decides whether it may. */
export function RenameOrder({
  order,
  onRenamed,
}: {
  order: Order;
  onRenamed: () => Promise<void>;
}) {
  const t = useT(messages);
  const queryClient = useQueryClient();
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(order.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  const nameError = fieldErrorCode(error, 'name');

  if (!editing) {
    return (
      <p className="orders-rename">
        <Button
          variant="link"
          onClick={() => {
            setName(order.name);
            setSaved(false);
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
        if (busy || !name.trim()) return;
        setBusy(true);
        setError(null);
        renameOrder(platformOf(queryClient), order.id, name.trim())
          .then(onRenamed)
          .then(
            () => {
              setSaved(true);
              setEditing(false);
            },
            (caught: unknown) => setError(caught),
          )
          .finally(() => setBusy(false));
      }}
    >
      <label htmlFor={inputId}>{t('page.renameLabel')}</label>
      <input
        id={inputId}
        value={name}
        required
        maxLength={200}
        aria-invalid={nameError ? true : undefined}
        aria-describedby={nameError ? `${inputId}-error` : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      {nameError ? (
        <p id={`${inputId}-error`} className="orders-field__error">
          {fieldErrorText(t, nameError)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" busy={busy}>
        {t('page.renameSave')}
      </Button>
      <Button onClick={() => setEditing(false)}>{t('page.renameCancel')}</Button>
      <ServerErrorSummary error={error} shownFields={['name']} />
    </form>
  );
}
