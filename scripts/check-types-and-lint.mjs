#!/usr/bin/env node
// `npm test`'s types and lint in one process: the programs `tsc -b` checks (the projects
// tsconfig.json references), their diagnostics as tsc prints them, then ESLint (zero warnings)
// on those same programs through typescript-eslint's `programs` option. Type-aware rules then
// ask a checker that has already checked everything, instead of building and checking the
// programs a second time (decision 0007). `npm run typecheck` and `npm run lint` stay the
// tools' own commands.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { DEFAULT_PROJECT_FILES } from '../eslint.config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseConfig(file) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (parsed === undefined) throw new Error(`cannot read ${file}`);
  return parsed;
}

function programOf(parsed) {
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: parsed.errors,
  });
}

const programs = (parseConfig(path.join(root, 'tsconfig.json')).projectReferences ?? []).map(
  (reference) => programOf(parseConfig(reference.path)),
);
const diagnostics = programs.flatMap((program) => [...ts.getPreEmitDiagnostics(program)]);
if (diagnostics.length > 0) {
  console.log(
    ts.formatDiagnosticsWithColorAndContext(diagnostics, {
      getCurrentDirectory: () => root,
      getCanonicalFileName: (file) => file,
      getNewLine: () => '\n',
    }),
  );
}
console.log(`types: ${diagnostics.length} errors in ${programs.length} projects`);

// The JavaScript files no tsconfig holds (the project service's default project in
// eslint.config.js): their own program, so that every linted file has one.
programs.push(
  ts.createProgram({
    rootNames: ts.sys.readDirectory(root, ['.js', '.mjs'], undefined, DEFAULT_PROJECT_FILES),
    options: {
      allowJs: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      types: ['node'],
    },
  }),
);

const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { programs, projectService: false } } },
});
const results = await eslint.lintFiles(['.']);
const report = await (await eslint.loadFormatter('stylish')).format(results);
if (report !== '') console.log(report);
const problems = results.reduce((sum, r) => sum + r.errorCount + r.warningCount, 0);
console.log(`lint: ${problems} problems in ${results.length} files`);
process.exit(diagnostics.length === 0 && problems === 0 ? 0 : 1);
