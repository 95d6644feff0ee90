import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';

/**
 * Every text a person reads on a web screen goes through a message catalogue, so it can be shown in English
 * and in Filipino. This test reads every component of the four web apps and lists the words written straight
 * into JSX (text between tags, text in user-visible props such as `label` or `placeholder`, and string
 * literals inside `{...}`), outside the small allow-list below.
 */
const WEB_DIR = path.resolve(import.meta.dirname, '../../../src/web');

/** Props whose value a person reads or hears (screen readers). */
const VISIBLE_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'alt',
  'aria-label',
  'helperText',
  'subtitle',
  'tooltip',
  'text',
  'message',
  'primary',
  'secondary',
  'emptyText',
  'description',
  'heading',
  'caption',
  'noOptionsText',
  'loadingText',
]);

/**
 * react-admin components translate the strings they are given through the console's i18n provider (the
 * console catalogue has those texts as keys), so a literal there is a message key, not English on screen.
 */
const TRANSLATED_BY_REACT_ADMIN = ['src/web/console/'];
const REACT_ADMIN_TRANSLATING = new Set([
  'Admin',
  'Title',
  'Button',
  'DataTable.Col',
  'TextInput',
  'PasswordInput',
]);

/** Texts that are the same in every language: the brand, formats people type. */
const ALLOWED_TEXTS = new Set(['BRP', 'BRP Palawan.', '09XXXXXXXXX']);

type Node = { type: string; [key: string]: unknown };

function elementName(name: Node): string {
  if (name.type === 'JSXIdentifier') return name.name as string;
  if (name.type === 'JSXMemberExpression') {
    return `${elementName(name.object as Node)}.${(name.property as Node).name as string}`;
  }
  return '';
}

const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text);

/** String literals an expression can evaluate to: `cond ? 'a' : 'b'`, `x || 'a'`, `'a'`, `` `a ${b}` ``. */
function literalsOf(node: Node | null | undefined): string[] {
  if (!node) return [];
  switch (node.type) {
    case 'StringLiteral':
      return [node.value as string];
    case 'TemplateLiteral':
      return (node.quasis as Node[]).map((quasi) => (quasi.value as { cooked: string }).cooked);
    case 'ConditionalExpression':
      return [...literalsOf(node.consequent as Node), ...literalsOf(node.alternate as Node)];
    case 'LogicalExpression':
      return literalsOf(node.right as Node);
    default:
      return [];
  }
}

function literalTexts(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const relative = path.relative(path.resolve(WEB_DIR, '../..'), file).split(path.sep).join('/');
  const reactAdmin = TRANSLATED_BY_REACT_ADMIN.some((dir) => relative.startsWith(dir));
  const ast = parse(source, { sourceType: 'module', plugins: ['jsx', 'typescript'] });
  const found: string[] = [];
  const report = (node: Node, what: string, text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!hasWords(trimmed) || ALLOWED_TEXTS.has(trimmed)) return;
    found.push(`${relative}:${(node.loc as { start: { line: number } }).start.line} ${what} "${trimmed}"`);
  };
  /** An expression given to a prop: JSX inside is visited, option objects' visible keys reported. */
  const visitOptions = (node: Node, element: string) => {
    if (node.type === 'JSXElement' || node.type === 'JSXFragment') {
      visit(node, element);
      return;
    }
    if (node.type === 'ObjectProperty') {
      const key = node.key as Node;
      const name = key.type === 'Identifier' ? (key.name as string) : (key.value as string);
      if (VISIBLE_PROPS.has(name)) {
        for (const text of literalsOf(node.value as Node))
          report(node, `${name}: in a prop of <${element}>`, text);
        return;
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra') continue;
      if (Array.isArray(child)) {
        for (const item of child) if (item && typeof item.type === 'string') visitOptions(item, element);
      } else if (child && typeof (child as Node).type === 'string') {
        visitOptions(child as Node, element);
      }
    }
  };
  const visit = (node: Node, element: string) => {
    let inside = element;
    if (node.type === 'JSXElement') {
      inside = elementName((node.openingElement as { name: Node }).name);
    }
    if (node.type === 'JSXText') report(node, `text in <${element}>`, node.value as string);
    if (node.type === 'JSXExpressionContainer' && element !== '') {
      for (const text of literalsOf(node.expression as Node)) report(node, `{...} in <${element}>`, text);
    }
    if (node.type === 'JSXAttribute') {
      const name = (node.name as Node).name as string;
      const value = node.value as Node | null;
      const skip = reactAdmin && REACT_ADMIN_TRANSLATING.has(element);
      if (value && VISIBLE_PROPS.has(name) && !skip) {
        const texts =
          value.type === 'StringLiteral'
            ? [value.value as string]
            : literalsOf((value as { expression?: Node }).expression);
        for (const text of texts) report(node, `${name}= on <${element}>`, text);
        return;
      }
      // Other props are walked for what they hold: elements (`action={<Button>…</Button>}`) and option objects
      // with visible keys (`xAxis={[{ label: 'Hour' }]}`); their own literals (`variant="h6"`) are not text.
      const expression = (value as { expression?: Node } | null)?.expression;
      if (value?.type === 'JSXElement') visit(value, inside);
      else if (expression && !skip) visitOptions(expression, inside);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra') continue;
      if (key === 'openingElement') {
        for (const attribute of (child as { attributes: Node[] }).attributes) visit(attribute, inside);
        continue;
      }
      if (Array.isArray(child)) {
        for (const item of child) if (item && typeof item.type === 'string') visit(item, inside);
      } else if (child && typeof (child as Node).type === 'string') {
        visit(child as Node, inside);
      }
    }
  };
  visit(ast.program as unknown as Node, '');
  return found;
}

function components(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('web screens', () => {
  it('write no user-visible text outside the message catalogues', () => {
    const files = components(WEB_DIR);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(literalTexts)).toEqual([]);
  }, 60_000);

  it('catch literal text of every kind the rule is about', () => {
    const sample = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'literal-text-')), 'Sample.tsx');
    fs.writeFileSync(
      sample,
      `export const A = ({ busy }) => (
        <Stack>
          <Typography>Follow BRP on Facebook</Typography>
          <TextField label="Password" placeholder={busy ? 'Wait' : 'Type here'} />
          <Box>{busy ? 'Signing in...' : t('SIGN_IN')}</Box>
          <Typography>{t('OK')} BRP</Typography>
          <TextField placeholder="09XXXXXXXXX" label={t('PHONE')} />
          <LineChart xAxis={[{ data, label: 'Hour' }]} variant="outlined" />
          <Snackbar action={<Button>Undo</Button>} />
        </Stack>
      );`,
    );
    try {
      const found = literalTexts(sample).map((line) => line.replace(/^[^ ]+ /, ''));
      expect(found).toEqual([
        'text in <Typography> "Follow BRP on Facebook"',
        'label= on <TextField> "Password"',
        'placeholder= on <TextField> "Wait"',
        'placeholder= on <TextField> "Type here"',
        '{...} in <Box> "Signing in..."',
        'label: in a prop of <LineChart> "Hour"',
        'text in <Button> "Undo"',
      ]);
    } finally {
      fs.rmSync(path.dirname(sample), { recursive: true });
    }
  });
});
