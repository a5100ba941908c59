#!/usr/bin/env node
// Fails when a file of the repository points outside it: at the design and toolchain notes that
// live beside the repository, at a `shared` folder next to it, at a `docs/…` file that does not
// exist, or through a relative Markdown link that leaves the repository or names a missing file or
// heading. Run by `npm run lint` and `npm test`; see docs/architecture.md 4.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Names that only exist outside the repository. */
const OUTSIDE_NAMES = [
  {
    pattern: /\bDESIGN\.md\b/,
    what: 'the design notes outside the repo: use docs/platform-contract.md or docs/architecture.md',
  },
  {
    pattern: /\bTOOLCHAIN\.md\b/,
    what: 'the toolchain notes outside the repo: use docs/toolchain.md',
  },
  { pattern: /\.\.\/shared\b/, what: 'a shared folder outside the repo' },
];

/** `docs/…` paths named in any text (code comments, README, decisions) must exist. */
const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]*\w\.(?:md|png|svg)\b/g;

/** `[text](target)`, `![alt](target)`; the text may span lines. */
const INLINE_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
/** `[label]: target` reference definitions. */
const REFERENCE_LINK = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/gm;

const BINARY = /\.(?:png|jpe?g|gif|ico|webp|woff2?|ttf|eot|pdf|zip|gz|wasm|tgz)$/i;
/** Generated, not written by us. */
const SKIPPED = new Set(['package-lock.json']);

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_~]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings (repeated headings get `-1`, `-2` …). */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const counts = new Map();
  for (const line of stripFencedCode(markdown).split('\n')) {
    const match = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const slug = headingSlug(match[1]);
    const seen = counts.get(slug) ?? 0;
    counts.set(slug, seen + 1);
    anchors.add(seen === 0 ? slug : `${slug}-${seen}`);
  }
  return anchors;
}

/** Blanks fenced code blocks (keeping line numbers), where links are examples, not links. */
export function stripFencedCode(markdown) {
  let fence = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === null && marker) {
        fence = marker;
        return '';
      }
      if (fence !== null) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return '';
      }
      return line;
    })
    .join('\n');
}

/** Blanks inline code spans (same length, so offsets stay). */
function stripCodeSpans(text) {
  return text.replace(/(`+)[^`]*?\1/g, (span) => span.replace(/[^\n]/g, ' '));
}

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

function isExternal(target) {
  return /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//');
}

/**
 * Problems in one repository, given its files' texts (`files`: repo-relative path → text) and the
 * set of every repo-relative path that exists. Returns `{ file, line, message }` records.
 */
export function findProblems(files, existing) {
  const problems = [];
  const report = (file, line, message) => problems.push({ file, line, message });
  const textOf = (file) => files.get(file);

  for (const [file, text] of files) {
    const before = problems.length;
    for (const { pattern, what } of OUTSIDE_NAMES) {
      const global = new RegExp(pattern.source, 'g');
      for (const match of text.matchAll(global)) {
        report(file, lineOf(text, match.index), `\`${match[0]}\` is ${what}`);
      }
    }
    for (const match of text.matchAll(DOCS_PATH)) {
      if (!existing.has(match[0])) {
        report(file, lineOf(text, match.index), `\`${match[0]}\` does not exist`);
      }
    }
    if (!file.endsWith('.md')) {
      problems.push(...problems.splice(before).sort((a, b) => a.line - b.line));
      continue;
    }

    const prose = stripCodeSpans(stripFencedCode(text));
    const targets = [
      ...[...prose.matchAll(INLINE_LINK)].map((m) => ({ target: m[1], index: m.index })),
      ...[...prose.matchAll(REFERENCE_LINK)].map((m) => ({ target: m[1], index: m.index })),
    ];
    for (const { target, index } of targets) {
      if (isExternal(target)) continue;
      const line = lineOf(prose, index); // prose keeps every line, not every offset
      const [rawPath, anchor] = target.split('#', 2);
      let linked = file;
      if (rawPath !== '') {
        const decoded = decodeURIComponent(rawPath);
        const resolved = decoded.startsWith('/')
          ? path.posix.normalize(decoded.slice(1))
          : path.posix.join(path.posix.dirname(file), decoded);
        if (resolved === '..' || resolved.startsWith('../')) {
          report(file, line, `link \`${target}\` points outside the repository`);
          continue;
        }
        linked = resolved.replace(/\/$/, '');
        if (!existing.has(linked)) {
          report(file, line, `link \`${target}\`: ${linked} does not exist`);
          continue;
        }
      }
      const linkedText = textOf(linked);
      if (anchor && linked.endsWith('.md') && linkedText !== undefined) {
        if (!headingAnchors(linkedText).has(anchor.toLowerCase())) {
          report(file, line, `link \`${target}\`: no heading #${anchor} in ${linked}`);
        }
      }
    }
    const own = problems.splice(before).sort((a, b) => a.line - b.line);
    problems.push(...own);
  }
  return problems;
}

/** Every file git tracks or would track (new files not yet added count too), with its folders. */
function repositoryFiles(root) {
  const output = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return [...new Set(output.split('\0').filter((file) => file !== ''))].filter((file) =>
    existsSync(path.join(root, file)),
  );
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const paths = repositoryFiles(root);
  const existing = new Set(paths);
  for (const file of paths) {
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) {
      existing.add(dir);
    }
  }
  const files = new Map();
  for (const file of paths) {
    if (BINARY.test(file) || SKIPPED.has(file)) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    if (!text.includes('\0')) files.set(file, text);
  }
  const problems = findProblems(files, existing);
  for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
  if (problems.length > 0) {
    console.error(`check-repo-paths: ${problems.length} reference(s) outside the repository.`);
    process.exit(1);
  }
  console.log(`check-repo-paths: ${files.size} files, no reference outside the repository.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
