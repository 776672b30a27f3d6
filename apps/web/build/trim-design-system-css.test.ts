import { describe, expect, it } from 'vitest';
import { preprocessCSS, resolveConfig } from 'vite';
import { keepSelector, requiredClasses, trimDesignSystemCss } from './trim-design-system-css.ts';
import { usedClassNames } from './used-class-names.ts';

const SOURCES = [
  '<button className="nsw-button nsw-button--dark">Sign in</button>',
  'className={`nsw-in-page-alert nsw-in-page-alert--${tone}`}',
  '<div className="nsw-dialog active">',
];
const used = usedClassNames(SOURCES);

describe('requiredClasses', () => {
  it.each([
    ['.nsw-button.nsw-button--dark:hover > span', ['nsw-button', 'nsw-button--dark']],
    ['.nsw-button:not(.nsw-button--flex)', ['nsw-button']],
    [':where(.nsw-card) a', []],
    ['a[href$=".pdf"]', []],
    ['.nsw-dialog.active .nsw-dialog__wrapper', ['nsw-dialog', 'active', 'nsw-dialog__wrapper']],
  ])('%s needs %j', (selector, classes) => {
    expect(requiredClasses(selector)).toEqual(classes);
  });
});

describe('keepSelector', () => {
  it.each([
    ['.nsw-button--dark', true],
    ['.nsw-in-page-alert--warning .nsw-in-page-alert__icon', false],
    ['.nsw-in-page-alert--warning', true],
    ['.nsw-card', false],
    ['body', true],
    [':root', true],
  ])('%s -> %s', (selector, kept) => {
    expect(keepSelector(selector, used)).toBe(kept);
  });
});

describe('trimDesignSystemCss as Vite runs it', () => {
  const css = [
    ':root{--nsw-brand-dark:#002664}',
    '.nsw-button{color:red}',
    '.nsw-card{color:blue}',
    '.nsw-button,.nsw-card{margin:0}',
    '@media (min-width:62rem){.nsw-card{padding:0}}',
    '@media (min-width:62rem){.nsw-button{padding:1rem}}',
    '@keyframes nsw-spin{to{transform:rotate(1turn)}}',
    '@keyframes nsw-unused{to{opacity:0}}',
    '.nsw-button--dark{animation:nsw-spin 1s linear}',
  ].join('\n');

  async function run(filename: string) {
    const plugin = trimDesignSystemCss(/nsw-design-system[\\/]dist[\\/]css[\\/]main\.css$/, () => used);
    const config = await resolveConfig({ configFile: false, logLevel: 'silent', css: { postcss: { plugins: [plugin] } } }, 'build');
    return (await preprocessCSS(css, filename, config)).code;
  }

  it("keeps the rules of classes the sources write and drops the rest, with emptied media queries and unused keyframes", async () => {
    const out = await run('/app/node_modules/nsw-design-system/dist/css/main.css');
    expect(out).toContain('--nsw-brand-dark');
    expect(out).toMatch(/\.nsw-button\s*\{\s*margin: ?0/);
    expect(out).not.toContain('nsw-card');
    expect(out.match(/@media/g)).toHaveLength(1);
    expect(out).toContain('@keyframes nsw-spin');
    expect(out).not.toContain('nsw-unused');
  });

  it('leaves every other style sheet alone', async () => {
    const out = await run('/app/src/styles/app.css');
    expect(out).toContain('nsw-card');
    expect(out).toContain('nsw-unused');
  });
});
