#!/usr/bin/env node
// Fails when the Markdown names code that is not there: in every Markdown file outside
// docs/results/ (dated measurements, true of their day), every path in backticks that looks like
// a repository path must exist, and every relative Markdown link must resolve (a `#heading` too).
// Run by `npm run lint`; why: docs/decisions/0009-budgets-and-repository-checks.md.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { headingAnchors, stripFencedCode } from './check-repo-paths.mjs';

/** Markdown that is not checked: dated results, and what tools generate. */
const SKIPPED_DIRS = ['docs/results/', 'node_modules/', 'test-results/'];
/** Top-level folders a path in backticks is always read from. */
const REPO_ROOTS = ['src/', 'sandbox/', 'tests/', 'scripts/', 'bench/', 'docs/'];
/** Generated, never in the repository: a path there is not checked. */
const GENERATED = ['dist/', 'node_modules/', 'test-results/', 'playwright-report/'];
/** A pattern or an example, not a path: `src/<feature>/`, `docs/results/<date>-….md`, `*.ts`. */
const PLACEHOLDER = /[<>…*{}$|[\]()]/;

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

/**
 * The repository path a code span names, or null when it names none: one word with a `/` and a
 * file extension, or one that starts with a top-level folder of the repository. A `#heading` or a
 * `:line` after it is dropped.
 */
export function pathInCodeSpan(span) {
  const text = span.trim();
  if (text === '' || /\s/.test(text) || PLACEHOLDER.test(text)) return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(text) || text.startsWith('/') || text.startsWith('.')) {
    return null; // an address, a URL path (`/config.json`), a relative path of a command
  }
  const candidate = text.replace(/#.*$/, '').replace(/:\d+(?::\d+)?$/, '');
  if (GENERATED.some((dir) => candidate.startsWith(dir))) return null;
  const underRoot = REPO_ROOTS.some((root) => candidate.startsWith(root));
  const fileLike = candidate.includes('/') && /\.[A-Za-z\d]+$/.test(candidate);
  return underRoot || fileLike ? candidate : null;
}

/**
 * Problems in the given Markdown files (`files`: repo-relative path → text), given every path that
 * exists (`existing`: files and their folders, repo-relative, folders without a trailing `/`).
 * Returns `{ file, line, message }` records, in file and line order.
 */
export function findDocProblems(files, existing) {
  const problems = [];
  const known = (p) => existing.has(p.replace(/\/$/, ''));
  const suffixes = new Set();
  const folderNames = new Set();
  for (const p of existing) {
    const parts = p.split('/');
    for (let i = 1; i < parts.length; i += 1) suffixes.add(parts.slice(i).join('/'));
    for (const folder of parts.slice(0, -1)) folderNames.add(folder);
  }

  for (const [file, text] of files) {
    const prose = stripFencedCode(text);
    const dir = path.posix.dirname(file);

    for (const match of prose.matchAll(/(`+)([^`]+?)\1(?!`)/g)) {
      const named = pathInCodeSpan(match[2]);
      if (named === null) continue;
      const fromRoot = REPO_ROOTS.some((root) => named.startsWith(root));
      // `cli/index.js` of another package: its first folder is none of the repository's.
      if (!fromRoot && !folderNames.has(named.split('/')[0])) continue;
      const found =
        known(named) ||
        known(path.posix.join(dir, named)) ||
        // A path inside a feature (`map/PlaceMap.tsx` in the catalogue's docs) names the end of one.
        (!fromRoot && suffixes.has(named.replace(/\/$/, '')));
      if (!found) {
        problems.push({
          file,
          line: lineOf(prose, match.index),
          message: `\`${named}\` does not exist`,
        });
      }
    }

    const withoutSpans = prose.replace(/(`+)[^`]*?\1/g, (span) => span.replace(/[^\n]/g, ' '));
    const links = [
      ...withoutSpans.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g),
      ...withoutSpans.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/gm),
    ];
    for (const match of links) {
      const target = match[1];
      if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) continue;
      const [rawPath, anchor] = target.split('#', 2);
      let linked = file;
      if (rawPath !== '') {
        const decoded = decodeURIComponent(rawPath);
        linked = decoded.startsWith('/')
          ? path.posix.normalize(decoded.slice(1))
          : path.posix.join(dir, decoded);
        linked = linked.replace(/\/$/, '');
      }
      const line = lineOf(withoutSpans, match.index);
      if (linked === '..' || linked.startsWith('../') || !known(linked)) {
        problems.push({ file, line, message: `link \`${target}\` does not resolve` });
      } else if (anchor && linked.endsWith('.md') && files.has(linked)) {
        if (!headingAnchors(files.get(linked)).has(anchor.toLowerCase())) {
          problems.push({ file, line, message: `link \`${target}\`: no such heading` });
        }
      }
    }
  }
  return problems.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(root, file)));
  const existing = new Set(listed);
  for (const file of listed) {
    for (let d = path.posix.dirname(file); d !== '.'; d = path.posix.dirname(d)) existing.add(d);
  }
  const files = new Map();
  for (const file of listed) {
    if (!file.endsWith('.md') || SKIPPED_DIRS.some((dir) => file.startsWith(dir))) continue;
    files.set(file, readFileSync(path.join(root, file), 'utf8'));
  }
  // Links into docs/results/ resolve, but its files are not checked themselves.
  const problems = findDocProblems(files, existing);
  for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
  if (problems.length > 0) {
    console.error(`check-docs: ${problems.length} broken path(s) or link(s) in the Markdown.`);
    process.exit(1);
  }
  console.log(`check-docs: ${files.size} Markdown files, every path and link resolves.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
