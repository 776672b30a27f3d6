// Runs `npm test`'s tiers side by side. Each tier is a child process whose output is kept and printed
// as one block when it ends, so tiers running together never interleave their lines.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

/**
 * @typedef {object} Tier
 * @property {string} name
 * @property {string} command
 * @property {string[]} args
 * @property {Record<string, string>} [env]
 * @property {string[]} [after] tiers that must pass first (the e2e journeys need the web build)
 * @property {() => Promise<{ env?: Record<string, string>, teardown?: () => void }>} [prepare] e.g. a PostgreSQL cluster
 *
 * @typedef {{ status: number, seconds: number, cpu?: number | null, skipped?: string }} TierResult
 */

const seconds = (since) => Math.round((performance.now() - since) / 100) / 10;

/**
 * CPU seconds of the children this process has reaped (Linux: cutime + cstime of /proc/self/stat, in
 * clock ticks of 1/100 s), or null elsewhere. Read as each tier's process ends, the increase is that
 * tier's CPU, its own children included.
 */
function reapedChildrenCpu() {
  if (!existsSync('/proc/self/stat')) return null;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}
let lastReapedCpu = reapedChildrenCpu();
function cpuOfTierJustEnded() {
  const now = reapedChildrenCpu();
  const used = now === null || lastReapedCpu === null ? null : Math.round((now - lastReapedCpu) * 10) / 10;
  lastReapedCpu = now;
  return used;
}

/**
 * CPU seconds of each running tier's whole process tree, sampled from /proc every two seconds (Linux;
 * null elsewhere), one walk of /proc for all tiers. The reaped-children figure misses processes that
 * outlive their parent: Chromium's renderers are reparented when the browser closes, and were most of
 * the journeys' CPU uncounted. Each process is keyed by pid and start time and keeps its last reading,
 * so one that ends between samples still counts what it used until the sample before.
 */
const sampledTrees = new Map();
let sampleTimer = null;

function sampleTrees() {
  const parents = new Map();
  const readings = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      parents.set(Number(entry), Number(fields[1]));
      readings.push({ pid: Number(entry), key: `${entry}:${fields[19]}`, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended between listing and reading.
    }
  }
  const rootOf = (pid) => {
    for (let p = pid, depth = 0; p > 1 && depth < 64; p = parents.get(p) ?? 0, depth += 1) if (sampledTrees.has(p)) return p;
    return null;
  };
  for (const { pid, key, ticks } of readings) {
    const root = rootOf(pid);
    if (root !== null) sampledTrees.get(root).set(key, ticks);
  }
}

function sampleTree(rootPid) {
  if (!existsSync('/proc/self/stat')) return { stop: () => null };
  sampledTrees.set(rootPid, new Map());
  sampleTimer ??= setInterval(sampleTrees, 2000);
  return {
    stop: () => {
      let ticks = 0;
      for (const value of sampledTrees.get(rootPid).values()) ticks += value;
      sampledTrees.delete(rootPid);
      if (sampledTrees.size === 0) {
        clearInterval(sampleTimer);
        sampleTimer = null;
      }
      return ticks / 100;
    },
  };
}

function runChild(tier, env, logFile) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(tier.command, tier.args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    const sampler = child.pid ? sampleTree(child.pid) : { stop: () => null };
    let cpu = null;
    child.on('exit', () => {
      const reaped = cpuOfTierJustEnded();
      const sampled = sampler.stop();
      // Both miss something (short-lived processes between samples; processes never reaped): the larger is closer.
      cpu = reaped === null ? sampled : Math.round(Math.max(reaped, sampled ?? 0) * 10) / 10;
    });
    child.on('close', (code) => {
      const output = Buffer.concat(chunks);
      writeFileSync(logFile, output);
      resolve({ status: code ?? 1, output, cpu });
    });
  });
}

async function runTier(tier, logDir) {
  const started = performance.now();
  const prepared = (await tier.prepare?.()) ?? {};
  try {
    // Colours survive the pipe when the person running npm test has a terminal.
    const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    const { status, output, cpu } = await runChild(tier, { ...colour, ...tier.env, ...prepared.env }, path.join(logDir, `${tier.name}.log`));
    const result = { status, seconds: seconds(started), cpu };
    const cpuNote = cpu === null ? '' : ` (${cpu} s CPU)`;
    process.stdout.write(`\n━━ ${tier.name}: ${status === 0 ? 'passed' : `failed (exit ${status})`} in ${result.seconds} s${cpuNote} ━━\n`);
    process.stdout.write(output);
    return result;
  } finally {
    prepared.teardown?.();
  }
}

/**
 * Starts each tier, in the order given, once the tiers it comes after have passed and fewer than
 * `limit` are running; resolves with every tier's result by name.
 * @param {Tier[]} tiers
 * @param {{ limit: number, logDir: string }} options
 * @returns {Promise<Map<string, TierResult>>}
 */
export function runTiers(tiers, { limit, logDir }) {
  /** @type {Map<string, TierResult>} */
  const results = new Map();
  const waiting = [...tiers];
  let running = 0;
  return new Promise((resolve) => {
    const startReady = () => {
      for (const tier of [...waiting]) {
        const failedBefore = (tier.after ?? []).find((name) => results.has(name) && results.get(name).status !== 0);
        if (failedBefore) {
          waiting.splice(waiting.indexOf(tier), 1);
          results.set(tier.name, { status: 1, seconds: 0, skipped: `${failedBefore} failed` });
          process.stdout.write(`\n━━ ${tier.name}: not run, ${failedBefore} failed ━━\n`);
          continue;
        }
        if (running >= limit || !(tier.after ?? []).every((name) => results.has(name))) continue;
        waiting.splice(waiting.indexOf(tier), 1);
        running += 1;
        process.stdout.write(`▶ ${tier.name}\n`);
        runTier(tier, logDir)
          .catch((error) => {
            process.stdout.write(`\n━━ ${tier.name}: could not run: ${error.message} ━━\n`);
            return { status: 1, seconds: 0 };
          })
          .then((result) => {
            results.set(tier.name, result);
            running -= 1;
            startReady();
          });
      }
      if (running === 0 && waiting.length === 0) resolve(results);
    };
    startReady();
  });
}
