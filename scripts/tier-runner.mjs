// Runs `npm test`'s tiers side by side. Each tier is a child process whose output is kept and printed
// as one block when it ends, so tiers running together never interleave their lines.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

function runChild(tier, env, logFile) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(tier.command, tier.args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    let cpu = null;
    child.on('exit', () => {
      cpu = cpuOfTierJustEnded();
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
