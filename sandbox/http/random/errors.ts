/**
 * Error answers of `SANDBOX_SHAPES=random`: the sandbox's problem+json, NestJS's
 * `{ statusCode, message, error }`, FastAPI's `{ detail }` (field errors as a 422 with
 * `loc`/`msg`/`type`) or plain text.
 */
import { STATUS_CODES } from 'node:http';
import { fieldSentence, nestError } from '../polyglot.ts';
import { isRecord, type Json } from '../rewrite.ts';
import type { Choices } from './choices.ts';

export interface ErrorAnswer {
  status: number;
  contentType: string;
  /** The body's text. */
  text: string;
}

function fieldErrors(problem: Record<string, unknown>): { field: unknown; code: unknown }[] {
  const errors = problem['errors'];
  if (!Array.isArray(errors)) return [];
  return errors.filter(isRecord).map((error) => ({ field: error['field'], code: error['code'] }));
}

function sentenceOf(problem: Record<string, unknown>, status: number): string {
  const detail = problem['detail'] ?? problem['title'];
  return typeof detail === 'string' ? detail : (STATUS_CODES[status] ?? 'Error');
}

/** FastAPI: a failed validation is a 422 naming each field by its location. */
function fastApiError(
  problem: Record<string, unknown>,
  status: number,
  where: string,
): ErrorAnswer {
  const fields = fieldErrors(problem);
  const contentType = 'application/json';
  if (fields.length > 0 && (status === 400 || status === 422)) {
    const detail = fields.map(({ field, code }) => ({
      loc: [where, typeof field === 'string' ? field : 'value'],
      msg: fieldSentence(field, code),
      type: typeof code === 'string' ? `value_error.${code.toLowerCase()}` : 'value_error',
    }));
    return { status: 422, contentType, text: JSON.stringify({ detail }) };
  }
  return { status, contentType, text: JSON.stringify({ detail: sentenceOf(problem, status) }) };
}

/** Plain text: the sentence, then one line per field error. */
function textError(problem: Record<string, unknown>, status: number): ErrorAnswer {
  const lines = [
    sentenceOf(problem, status),
    ...fieldErrors(problem).map(({ field, code }) => fieldSentence(field, code)),
  ];
  return { status, contentType: 'text/plain; charset=utf-8', text: lines.join('\n') };
}

/**
 * The problem answer in the chosen form, or undefined to keep it; `where` is FastAPI's first
 * location element (`query` or `body`).
 */
export function errorIn(
  problem: Json,
  status: number,
  form: Choices['errors'],
  where: 'query' | 'body',
): ErrorAnswer | undefined {
  const p = isRecord(problem) ? problem : {};
  switch (form) {
    case 'problem':
      return undefined;
    case 'nest': {
      const nest = nestError(problem, status);
      return {
        status: nest.status,
        contentType: 'application/json; charset=utf-8',
        text: JSON.stringify(nest.body),
      };
    }
    case 'fastapi':
      return fastApiError(p, status, where);
    case 'text':
      return textError(p, status);
  }
}
