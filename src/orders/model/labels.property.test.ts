import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format } from '../../lib/i18n/messages';
import { messages, type OrdersMessageKey } from '../messages';
import { disabledReasonText, stepTitleText, type Translate } from './labels';
import { TRANSITION_RELATIONS } from './relations';

const translate =
  (language: 'en' | 'nb'): Translate =>
  (key: OrdersMessageKey, params) =>
    format(language, messages[language][key], params);

/** Property: every disabled step says why in words; an enabled one's title never repeats its label. */
describe('a step link’s words (property)', () => {
  const rel = fc.constantFrom(...TRANSITION_RELATIONS);
  const codeWord = fc.stringMatching(/^[A-Za-z]{1,8}$/);
  const code = fc.oneof(
    fc.constantFrom('QUOTE_PRICE_REQUIRED', 'QUOTE_EXPIRED', '', '  ', '__'),
    fc.array(codeWord, { minLength: 1, maxLength: 4 }).map((words) => words.join('_')),
    fc.string(),
  );
  const labelAgain = rel.map((r) => translate('nb')(`action.${r}`).toUpperCase());
  const title = fc.oneof(fc.string(), fc.constantFrom('', '   ', '...'), labelAgain);
  const link = fc.record({ rel, title, disabledReason: code }, { requiredKeys: ['rel'] });
  const language = fc.constantFrom('en' as const, 'nb' as const);

  it('a disabled step says ours or its code in words, its title only as well and only where it says more', () => {
    fc.assert(
      fc.property(link, language, (step, lang) => {
        const t = translate(lang);
        const text = disabledReasonText(t, step);
        expect(text.trim()).not.toBe('');
        const code = step.disabledReason?.trim() ?? '';
        const ours = ['QUOTE_PRICE_REQUIRED', 'QUOTE_EXPIRED'].includes(code);
        const own = stepTitleText(step);
        const reason = own === undefined ? text : text.slice(0, -own.length - 1);
        if (own !== undefined) expect(text.endsWith(` ${own}`)).toBe(true);
        if (ours) expect(reason).toBe(t(`disabled.${code as 'QUOTE_EXPIRED'}`));
        else if (/[\p{L}\d]/u.test(code)) expect(reason).toMatch(/^\P{Ll}.*\.$/su);
        else expect(reason).toBe(t('disabled.noReason'));
        // A code with words is never shown as sent, only in words.
        if (!ours && /_/.test(code) && /[A-Za-z]/.test(code)) expect(reason).not.toContain(code);
      }),
    );
  });

  it('a title no longer than the step’s label is a label, never its reason (HAL)', () => {
    // One word, and short ones (articles, particles): no step's label says less.
    const short = fc.array(fc.stringMatching(/^[a-z]{1,3}$/), { maxLength: 2 });
    fc.assert(
      fc.property(rel, codeWord, short, (r, word, particles) => {
        const title = [...particles, word].join(' ');
        const text = disabledReasonText(translate('en'), {
          rel: r,
          title,
          disabledReason: 'CALENDAR_LOCKED',
        });
        expect(text).toBe('Calendar locked.');
      }),
    );
  });

  it('an enabled step’s title is shown only when it says more than its label', () => {
    fc.assert(
      fc.property(rel, language, (r, lang) => {
        const label = translate(lang)(`action.${r}`);
        expect(stepTitleText({ rel: r, title: ` ${label.toLowerCase()}. ` })).toBeUndefined();
        expect(stepTitleText({ rel: r, title: `${label}, the price binding` })).toBe(
          `${label}, the price binding`,
        );
      }),
    );
  });
});
