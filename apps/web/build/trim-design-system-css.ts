import { isUsedClass, type UsedClassNames } from './used-class-names.ts';

/**
 * Issue 8: the NSW Design System ships one 300 KB style sheet for every component it has; the portal
 * uses a few. This PostCSS plugin (run by Vite on the design system's main.css at build time) drops
 * every selector that names a class our sources never write, then the rules, media queries and
 * keyframes left empty or unused. Element, attribute and custom-property rules are kept whole.
 */

// The few PostCSS node shapes used here; Vite brings PostCSS itself.
interface CssNode {
  type: string;
  remove: () => void;
}
interface CssRule extends CssNode {
  selectors: string[];
  parent?: { type: string; name?: string };
}
interface CssAtRule extends CssNode {
  name: string;
  params: string;
  nodes?: CssNode[];
}
interface CssDecl extends CssNode {
  prop: string;
  value: string;
}
interface CssRoot {
  source?: { input?: { file?: string } };
  walkRules: (visit: (rule: CssRule) => void) => void;
  walkAtRules: (visit: (atRule: CssAtRule) => void) => void;
  walkDecls: (visit: (decl: CssDecl) => void) => void;
}

/** Functional pseudo-classes whose class lists do not have to be present for the selector to match. */
const FUNCTIONAL_PSEUDO = /:(?:not|is|where|has|matches)\(/g;

/** The selector without strings, attribute selectors and functional pseudo-class arguments. */
function withoutArguments(selector: string): string {
  let out = selector.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '').replace(/\[[^\]]*\]/g, '');
  for (let match = FUNCTIONAL_PSEUDO.exec(out); match; match = FUNCTIONAL_PSEUDO.exec(out)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (end < out.length && depth > 0) {
      if (out[end] === '(') depth += 1;
      if (out[end] === ')') depth -= 1;
      end += 1;
    }
    out = out.slice(0, match.index) + out.slice(end);
    FUNCTIONAL_PSEUDO.lastIndex = match.index;
  }
  return out;
}

/** The classes a selector requires: `.a.b > .c:hover` needs a, b and c. */
export function requiredClasses(selector: string): string[] {
  return [...withoutArguments(selector).matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1] ?? '');
}

export function keepSelector(selector: string, used: UsedClassNames): boolean {
  return requiredClasses(selector).every((name) => isUsedClass(name, used));
}

const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container']);

function dropUnusedKeyframes(root: CssRoot): void {
  const animated = new Set<string>();
  root.walkDecls((decl) => {
    if (/^(?:-webkit-)?animation(?:-name)?$/.test(decl.prop)) for (const word of decl.value.split(/[\s,]+/)) animated.add(word);
  });
  root.walkAtRules((atRule) => {
    if (/keyframes$/.test(atRule.name) && !animated.has(atRule.params.trim())) atRule.remove();
  });
}

function dropEmptyGroups(root: CssRoot): void {
  const groups: CssAtRule[] = [];
  root.walkAtRules((atRule) => {
    if (GROUPING_AT_RULES.has(atRule.name)) groups.push(atRule);
  });
  // Innermost first, so a media query holding only an emptied one goes too.
  for (const group of groups.reverse()) if (group.nodes && group.nodes.length === 0) group.remove();
}

/** Trims `root` in place; returns how many selectors were dropped. */
export function trimStyleSheet(root: CssRoot, used: UsedClassNames): number {
  let dropped = 0;
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name ?? '')) return;
    const kept = rule.selectors.filter((selector) => keepSelector(selector, used));
    dropped += rule.selectors.length - kept.length;
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  dropUnusedKeyframes(root);
  dropEmptyGroups(root);
  return dropped;
}

/** The PostCSS plugin: trims the style sheets whose path matches `file`, using the class names of `sources()`. */
export function trimDesignSystemCss(file: RegExp, sources: () => UsedClassNames) {
  return {
    postcssPlugin: 'driller-trim-design-system-css',
    Once(root: CssRoot) {
      if (file.test(root.source?.input?.file ?? '')) trimStyleSheet(root, sources());
    },
  };
}
