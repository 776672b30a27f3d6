import { readFileSync } from 'node:fs';

/** A /proc/<pid>/status memory field: VmRSS resident now, VmHWM its peak, RssAnon and RssFile its two parts. */
export type MemoryField = 'VmRSS' | 'VmHWM' | 'RssAnon' | 'RssFile';

/** Kilobytes of a memory field of a Linux process's /proc/<pid>/status. */
export function statusKb(pid: number, field: MemoryField): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? Number.NaN);
}
