import path from 'node:path';
import {RULES_DIR} from '../../config/qualityScale';

/**
 * A remark plugin for the docs: a quality-scale rule page (a file in the rules folder) gets its
 * tier badge at the top of its content and its related rules at the end. The page imports the
 * two components itself, so their code and the tier data come with the rule pages' chunks,
 * not with the layout every docs page loads. The components read the rule id and the
 * `related_rules` front matter from the doc being rendered.
 */

interface MdNode {
  type: string;
  children?: MdNode[];
  [key: string]: unknown;
}

interface VFileLike {
  path?: string;
}

export interface QualityScaleRuleOptions {
  /** Absolute path of the docs folder. */
  readonly docsDir: string;
}

/** Module the injected import reads the components from. */
export const RULE_PAGE_MODULE = '@site/src/components/QualityScale/RulePage';
const BADGE = 'RuleTierBadge';
const RELATED = 'RuleRelatedRules';

/** Whether a Markdown file is a rule page (directly in the rules folder, not a partial). */
export function isRulePageFile(file: string | undefined, docsDir: string): boolean {
  if (!file) return false;
  const relative = path.relative(docsDir, file).split(path.sep).join('/');
  const name = relative.slice(RULES_DIR.length + 1);
  return (
    relative.startsWith(`${RULES_DIR}/`) &&
    !name.includes('/') &&
    !name.startsWith('_') &&
    /\.mdx?$/.test(name)
  );
}

function identifier(name: string) {
  return {type: 'Identifier', name};
}

/** `import {RuleTierBadge, RuleRelatedRules} from '…'` as an MDX ESM node with its tree. */
function importNode(): MdNode {
  const specifiers = [BADGE, RELATED].map((name) => ({
    type: 'ImportSpecifier',
    imported: identifier(name),
    local: identifier(name),
  }));
  return {
    type: 'mdxjsEsm',
    value: `import {${BADGE}, ${RELATED}} from '${RULE_PAGE_MODULE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers,
            source: {type: 'Literal', value: RULE_PAGE_MODULE, raw: `'${RULE_PAGE_MODULE}'`},
          },
        ],
      },
    },
  };
}

function element(name: string): MdNode {
  return {type: 'mdxJsxFlowElement', name, attributes: [], children: []};
}

export default function remarkQualityScaleRule(options: QualityScaleRuleOptions) {
  return (tree: MdNode, file: VFileLike): void => {
    if (!isRulePageFile(file.path, options.docsDir)) return;
    tree.children = [importNode(), element(BADGE), ...(tree.children ?? []), element(RELATED)];
  };
}
