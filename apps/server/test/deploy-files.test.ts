import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { HEALTH_CONTRACTS } from '@driller/domain';
import { CONFIG_VARIABLES } from '../src/platform/config';

/**
 * No Docker engine runs where the tests run, so the image and the compose file cannot be built here:
 * these checks hold them to the code instead (the server's variables, its compiled entry and flags,
 * the health paths), so a change on one side that the other misses fails here.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
  /** 0 for the first FROM's stage, and so on. */
  stage: number;
}

/** Dockerfile instructions with line continuations joined and comments dropped. */
function instructions(text: string): Instruction[] {
  let stage = -1;
  return text
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const keyword = (line.split(/\s/, 1)[0] ?? '').toUpperCase();
      if (keyword === 'FROM') stage += 1;
      return { keyword, args: line.slice(keyword.length).trim(), stage };
    });
}

/** `A=1 B=2` (ENV's form) as entries. */
const assignments = (args: string) => Object.fromEntries(args.split(/\s+/).map((pair) => pair.split('=', 2) as [string, string]));

interface ServerRuntime {
  entry: string;
  nodeFlags: string[];
  env: Record<string, string>;
}

let runtime: ServerRuntime;
let docker: Instruction[];
let final: Instruction[];
let finalEnv: Record<string, string>;

beforeAll(async () => {
  // npm start's own settings (plain JavaScript outside the TypeScript projects).
  runtime = ((await import(pathToFileURL(path.join(ROOT, 'scripts/lib.mjs')).href)) as { SERVER_RUNTIME: ServerRuntime }).SERVER_RUNTIME;
  docker = instructions(read('Dockerfile'));
  const last = Math.max(...docker.map((i) => i.stage));
  final = docker.filter((i) => i.stage === last);
  finalEnv = Object.assign({}, ...final.filter((i) => i.keyword === 'ENV').map((i) => assignments(i.args)));
});

const args = (keyword: string) => final.filter((i) => i.keyword === keyword).map((i) => i.args);

describe('the Dockerfile', () => {
  it('builds in stages on Node 24, the version engines names', () => {
    const engines = JSON.parse(read('package.json')).engines.node as string;
    const from = docker.filter((i) => i.keyword === 'FROM').map((i) => i.args.split(/\s+/)[0]);
    expect(from.length).toBeGreaterThanOrEqual(2);
    for (const image of from) expect(image).toBe('node:24-bookworm-slim');
    expect(engines).toMatch(/^>=24\.\d+ <25$/);
  });

  it('runs as a user other than root', () => {
    const user = args('USER').at(-1);
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user?.split(':')[0]);
  });

  it('starts the compiled server exactly as npm start does', () => {
    expect(JSON.parse(args('CMD').at(-1) ?? '[]')).toEqual(['node', ...runtime.nodeFlags, runtime.entry]);
    expect(finalEnv).toMatchObject({ ...runtime.env, NODE_ENV: 'production' });
  });

  it('ships production dependencies and the compiled output only', () => {
    const copies = args('COPY');
    for (const copy of copies) expect(copy).toMatch(/^--from=/);
    expect(copies.join('\n')).toContain('apps/server/dist');
    expect(copies.join('\n')).toContain('apps/web/dist');
    const deps = stageNamed('deps');
    const installs = docker.filter((i) => i.stage === deps && i.keyword === 'RUN').map((i) => i.args);
    expect(installs).toEqual([expect.stringMatching(/^npm ci .*--omit=dev/)]);
    expect(copies).toContainEqual(expect.stringMatching(/^--from=deps \S*node_modules /));
  });

  it('sets only variables the server reads, listens where it exposes, and keeps DATA_DIR in a volume', () => {
    for (const name of Object.keys(finalEnv)) expect([...CONFIG_VARIABLES, ...Object.keys(runtime.env)]).toContain(name);
    expect(args('EXPOSE')).toEqual([finalEnv.PORT]);
    expect(args('VOLUME')).toEqual([finalEnv.DATA_DIR]);
  });

  it('checks its health on liveness', () => {
    expect(args('HEALTHCHECK').at(-1)).toContain(HEALTH_CONTRACTS.liveness.path);
  });
});

function stageNamed(name: string): number {
  return docker.find((i) => i.keyword === 'FROM' && new RegExp(`\\sAS\\s+${name}$`, 'i').test(i.args))?.stage ?? -1;
}

interface ComposeService {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
}

describe('compose.yaml', () => {
  const compose = () => parse(read('compose.yaml')) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };
  const service = (name: string) => compose().services[name] ?? {};
  const mounts = (s: ComposeService) => (s.volumes ?? []).map((v) => v.split(':') as [string, string]);

  it('runs PostgreSQL 17 with its data in a named volume and a readiness healthcheck', () => {
    const db = service('db');
    expect(db.image).toBe('postgres:17');
    const [volume] = mounts(db).find(([, target]) => target === '/var/lib/postgresql/data') ?? [];
    expect(Object.keys(compose().volumes)).toContain(volume);
    expect(db.healthcheck?.test.join(' ')).toContain('pg_isready');
  });

  it('starts the app from this Dockerfile once the database is healthy, wired to it by DATABASE_URL', () => {
    const app = service('app');
    const db = service('db').environment ?? {};
    expect(app.build).toBe('.');
    expect(app.depends_on?.db?.condition).toBe('service_healthy');
    const url = new URL((app.environment?.DATABASE_URL ?? '').replace(/\$\{[^}]+\}/, 'secret'));
    expect({ host: url.hostname, user: url.username, database: url.pathname.slice(1) }).toEqual({ host: 'db', user: db.POSTGRES_USER, database: db.POSTGRES_DB });
    expect(app.environment?.DATABASE_URL).toContain(db.POSTGRES_PASSWORD);
  });

  it('sets only variables the server reads, publishes its port and keeps DATA_DIR in a volume', () => {
    const app = service('app');
    for (const name of Object.keys(app.environment ?? {})) expect(CONFIG_VARIABLES).toContain(name);
    expect(app.ports?.map((p) => p.split(':').at(-1))).toEqual([finalEnv.PORT]);
    const [volume] = mounts(app).find(([, target]) => target === finalEnv.DATA_DIR) ?? [];
    expect(Object.keys(compose().volumes)).toContain(volume);
  });
});

describe('docs/operations.md', () => {
  it('documents every variable the server reads', () => {
    const operations = read('docs/operations.md');
    const missing = CONFIG_VARIABLES.filter((name) => !operations.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
