import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Exports nothing uses: each module's exports (values and types), read with the TypeScript
 * compiler, against every import of the repository's code (TypeScript, TSX, and the imports in
 * the frontmatter and scripts of Astro pages). An export another module imports is used; an
 * import from a `*.test.ts` file counts only for test support (tests/, `test/` and `testing/`
 * folders, `sample-*` and `*-stub` modules), so a production export kept alive by its own test
 * alone is reported. Entry points that their runtime finds by name (Lambda handlers, Astro pages
 * and middleware, config files) are used. A name re-exported by an index is judged by who imports
 * it from that index.
 */

export interface UnusedExport {
  /** Path from the repository root. */
  readonly file: string;
  readonly name: string;
  /** Where it is still referred to: its own module, tests only, or nowhere. */
  readonly usedIn: 'own module' | 'tests' | 'nowhere';
}

const root = resolve(import.meta.dirname, '..', '..');
const sourceDirs = ['packages', 'functions', 'local', 'infra', 'tests', 'bench', 'web/src', 'web/scripts'];
const skippedDirs = /(^|\/)(node_modules|dist|cdk\.out|\.astro|\.data|artifacts)(\/|$)/;
/** Written by a generator, whole: the site's API types (openapi-typescript). */
const generated = new Set(['web/src/lib/api-types.ts']);

/** Exports a runtime finds by name, not through an import. */
function isEntryPoint(file: string, name: string): boolean {
  if (name === 'handler' && /(^|[/-])handler\.ts$/.test(file)) return true;
  if (file.startsWith('web/src/pages/')) return true;
  if (file === 'web/src/middleware.ts' && name === 'onRequest') return true;
  // vitest's config, its global set-ups (setup/teardown) and reporters.
  if (file === 'vitest.config.ts' || file === 'tests/support/count-reporter.ts') return name === 'default';
  if (/global-setup\.ts$|demo-password-hash\.ts$|snapshot-root\.ts$/.test(file))
    return name === 'setup' || name === 'teardown' || name === 'default';
  return false;
}

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);
/** Code that exists for the tests: its exports are used when a test uses them. */
const isTestSupport = (file: string) =>
  isTestFile(file) ||
  file.startsWith('tests/') ||
  /(^|\/)(testing|test)\//.test(file) ||
  /(^|\/)sample-[^/]*\.ts$|-stub\.ts$/.test(file);

function listFiles(): { code: string[]; astro: string[] } {
  const code: string[] = ['vitest.config.ts'].map((f) => join(root, f));
  const astro: string[] = [];
  for (const dir of sourceDirs) {
    for (const file of ts.sys.readDirectory(join(root, dir), ['.ts', '.tsx', '.astro', '.mjs'])) {
      const rel = relative(root, file);
      if (skippedDirs.test(rel) || rel.endsWith('.d.ts')) continue;
      if (rel.endsWith('.astro') || rel.endsWith('.mjs')) astro.push(file);
      else code.push(file);
    }
  }
  astro.push(join(root, 'web', 'astro.config.mjs'));
  return { code, astro };
}

/** The script parts of an Astro component: its frontmatter and its `<script>` elements. */
function astroScripts(text: string): string {
  const parts: string[] = [];
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (front) parts.push(front[1]!);
  for (const m of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) parts.push(m[1]!);
  return parts.join('\n');
}

export function findUnusedExports(): UnusedExport[] {
  const { code, astro } = listFiles();
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    noEmit: true,
    skipLibCheck: true,
    noLib: true,
    types: [],
  };
  const host = ts.createCompilerHost(options, true);
  // Only the repository's own modules: libraries' declarations (the CDK's alone are large) are not
  // needed to follow an import to its declaration, and leaving them out keeps the check quick.
  const inRepo = (file: string) => !relative(root, file).startsWith('..') && !file.includes('/node_modules/');
  const cache = ts.createModuleResolutionCache(root, (f) => f, options);
  const resolve = (specifier: string, from: string) =>
    ts.resolveModuleName(specifier, from, options, host, cache).resolvedModule;
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => {
      const found = { resolvedModule: resolve(literal.text, containingFile) };
      const file = found.resolvedModule && host.realpath?.(found.resolvedModule.resolvedFileName);
      return file && inRepo(file)
        ? { resolvedModule: { ...found.resolvedModule!, resolvedFileName: file } }
        : { resolvedModule: undefined };
    });
  const program = ts.createProgram({ rootNames: code, options, host });
  const checker = program.getTypeChecker();
  const ours = (sf: ts.SourceFile) => !sf.isDeclarationFile && !relative(root, sf.fileName).startsWith('..');
  const files = program.getSourceFiles().filter(ours);

  /** Each original declaration's symbol → the files that import it. */
  const importers = new Map<ts.Symbol, Set<string>>();
  const original = (symbol: ts.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  /** Marks the symbol and each re-export it passes through on its way to its declaration. */
  const markUsed = (symbol: ts.Symbol | undefined, by: string) => {
    for (let step = symbol; step; ) {
      const set = importers.get(step) ?? new Set<string>();
      importers.set(step, set);
      set.add(by);
      step = step.flags & ts.SymbolFlags.Alias ? checker.getImmediateAliasedSymbol(step) : undefined;
    }
  };
  const moduleOf = (specifier: string, from: string) => {
    const found = resolve(specifier, from);
    return found
      ? program.getSourceFile(host.realpath?.(found.resolvedFileName) ?? found.resolvedFileName)
      : undefined;
  };
  const markModule = (sf: ts.SourceFile | undefined, by: string, names?: readonly string[]) => {
    const moduleSymbol = sf && checker.getSymbolAtLocation(sf);
    if (!moduleSymbol) return;
    for (const exported of checker.getExportsOfModule(moduleSymbol))
      if (!names || names.includes(exported.name)) markUsed(exported, by);
  };

  for (const sf of files) {
    const by = relative(root, sf.fileName);
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const clause = node.importClause;
        if (clause?.name) markUsed(checker.getSymbolAtLocation(clause.name), by);
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings))
          markModule(moduleOf(node.moduleSpecifier.text, sf.fileName), by);
        else if (bindings)
          for (const el of bindings.elements) markUsed(checker.getSymbolAtLocation(el.name), by);
      } else if (isDynamicImport(node)) {
        markModule(moduleOf(node.arguments[0].text, sf.fileName), by);
      } else if (
        ts.isImportTypeNode(node) &&
        ts.isLiteralTypeNode(node.argument) &&
        ts.isStringLiteral(node.argument.literal)
      ) {
        markModule(moduleOf(node.argument.literal.text, sf.fileName), by);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }

  // Astro components and config scripts: their imports by name, and whole modules they import
  // when the page runs.
  for (const file of astro) {
    const by = relative(root, file);
    const text = readFileSync(file, 'utf8');
    const script = ts.createSourceFile(
      file,
      file.endsWith('.astro') ? astroScripts(text) : text,
      ts.ScriptTarget.Latest,
    );
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const target = moduleOf(node.moduleSpecifier.text, file);
        const clause = node.importClause;
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) markModule(target, by);
        const names = [
          ...(clause?.name ? ['default'] : []),
          ...(bindings && ts.isNamedImports(bindings)
            ? bindings.elements.map((el) => (el.propertyName ?? el.name).text)
            : []),
        ];
        markModule(target, by, names);
      } else if (isDynamicImport(node)) {
        markModule(moduleOf(node.arguments[0].text, file), by);
      }
      ts.forEachChild(node, visit);
    };
    visit(script);
  }

  const unused: UnusedExport[] = [];
  for (const sf of files) {
    const file = relative(root, sf.fileName);
    if (isTestFile(file) || generated.has(file)) continue;
    const moduleSymbol = checker.getSymbolAtLocation(sf);
    if (!moduleSymbol) continue;
    const candidates = new Map<ts.Symbol, { name: string; inTests: boolean }>();
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const target = original(exported);
      // A name re-exported here (`export { x } from`) is judged by who imports it from here; one
      // `export *` passes on is judged where it is declared.
      const reExported = exported !== target;
      if (!reExported && target.declarations?.some((d) => d.getSourceFile() !== sf)) continue;
      if (reExported && !exported.declarations?.some((d) => d.getSourceFile() === sf)) continue;
      if (isEntryPoint(file, exported.name)) continue;
      const users = [...(importers.get(reExported ? exported : target) ?? [])].filter((f) => f !== file);
      if (users.some((f) => !isTestFile(f) || isTestSupport(file))) continue;
      candidates.set(target, { name: exported.name, inTests: users.length > 0 });
    }
    if (candidates.size === 0) continue;
    // Which of them the module itself still refers to (then only the `export` is surplus).
    const names = new Set([...candidates.keys()].map((s) => s.name));
    const local = new Set<ts.Symbol>();
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && names.has(node.text) && !isDeclarationName(node)) {
        const symbol = ts.isShorthandPropertyAssignment(node.parent)
          ? checker.getShorthandAssignmentValueSymbol(node.parent)
          : checker.getSymbolAtLocation(node);
        if (symbol) local.add(original(symbol));
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    for (const [symbol, { name, inTests }] of candidates) {
      const inModule = local.has(symbol);
      unused.push({ file, name, usedIn: inModule ? 'own module' : inTests ? 'tests' : 'nowhere' });
    }
  }
  return unused.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}

const isDynamicImport = (
  node: ts.Node,
): node is ts.CallExpression & { arguments: readonly [ts.StringLiteral, ...ts.Expression[]] } =>
  ts.isCallExpression(node) &&
  node.expression.kind === ts.SyntaxKind.ImportKeyword &&
  node.arguments[0] !== undefined &&
  ts.isStringLiteral(node.arguments[0]);

function isDeclarationName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isVariableDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isInterfaceDeclaration(parent) ||
      ts.isTypeAliasDeclaration(parent) ||
      ts.isEnumDeclaration(parent) ||
      ts.isBindingElement(parent) ||
      ts.isExportSpecifier(parent)) &&
    parent.name === node
  );
}
