import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { RequireOrganization, useOrganization } from '../../auth';
import { REQUEST_MAX, requestList, useRequestList } from '../../catalogue';
import { useT } from '../../lib/i18n';
import { Button, EmptyState, PageTitle } from '../../ui';
import { askAllMessages } from '../request/askAllMessages';
import { AskResults } from '../request/AskResults';
import { useAskAll } from '../request/useAskAll';
import '../orders.css';

function RequestPageContent() {
  const ta = useT(askAllMessages);
  const { id: organizationId } = useOrganization();
  const items = useRequestList();
  const ask = useAskAll(organizationId);
  const nameId = useId();
  const messageId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [missingName, setMissingName] = useState(false);

  if (items.length === 0)
    return (
      <>
        <PageTitle>{ta('askAll.title')}</PageTitle>
        <EmptyState title={ta('askAll.empty')} action={<Link to="/">{ta('askAll.toSearch')}</Link>}>
          <p>{ta('askAll.emptyText', { max: REQUEST_MAX })}</p>
        </EmptyState>
      </>
    );

  const failed = items.filter((item) => ask.results.get(item.solutionId)?.kind === 'failed');
  const started = ask.results.size > 0;

  function submit() {
    if (!name.trim()) {
      setMissingName(true);
      nameRef.current?.focus();
      return;
    }
    void ask.askAll(items, name.trim(), message.trim());
  }

  return (
    <article className="orders-page">
      <PageTitle>{ta('askAll.title')}</PageTitle>
      <p>{ta('askAll.intro')}</p>
      <section className="panel" aria-labelledby={`${nameId}-services`}>
        <h2 id={`${nameId}-services`}>{ta('askAll.services')}</h2>
        <ul>
          {items.map((item) => (
            <li key={item.solutionId}>
              {item.name}
              {item.providerName ? ` (${item.providerName})` : ''}{' '}
              {started ? null : (
                <Button variant="link" onClick={() => requestList.remove(item.solutionId)}>
                  {ta('askAll.remove', { name: item.name })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <form
        className="panel orders-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="orders-field">
          <label htmlFor={nameId}>{ta('askAll.name')}</label>
          <input
            id={nameId}
            ref={nameRef}
            value={name}
            required
            readOnly={started}
            aria-invalid={missingName || undefined}
            aria-describedby={`${nameId}-hint${missingName ? ` ${nameId}-missing` : ''}`}
            onChange={(event) => {
              setName(event.target.value);
              setMissingName(false);
            }}
          />
          <p id={`${nameId}-hint`} className="hint">
            {ta('askAll.nameHint')}
          </p>
          {missingName ? (
            <p id={`${nameId}-missing`} className="orders-field__error">
              {ta('askAll.nameRequired')}
            </p>
          ) : null}
        </div>
        <div className="orders-field">
          <label htmlFor={messageId}>{ta('askAll.message')}</label>
          <textarea
            id={messageId}
            rows={4}
            value={message}
            readOnly={started}
            aria-describedby={`${messageId}-hint`}
            onChange={(event) => setMessage(event.target.value)}
          />
          <p id={`${messageId}-hint`} className="hint">
            {ta('askAll.messageHint')}
          </p>
        </div>
        {started ? null : (
          <Button type="submit" variant="primary" busy={ask.running} disabled={ask.running}>
            {ask.running ? ta('askAll.asking') : ta('askAll.submit')}
          </Button>
        )}
      </form>
      {started ? (
        <AskResults
          items={items}
          results={ask.results}
          running={ask.running}
          onRetry={() => void ask.askAll(failed, name.trim(), message.trim())}
          onClear={() => {
            requestList.clear();
            ask.reset();
          }}
        />
      ) : null}
    </article>
  );
}

/** Route module for `/orders/request`: the services collected, asked for quotes in one step. */
export function Component() {
  return (
    <RequireOrganization>
      <RequestPageContent />
    </RequireOrganization>
  );
}
