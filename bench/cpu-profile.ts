// A V8 CPU profile (node:inspector's Profiler) summarised by function and by file: self and
// inclusive ms a unit of work (a save, a report), for save-cpu.ts and gstr1-api.ts.
import { Session } from 'node:inspector/promises';

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, 'nm/')
    .replace(/^.*\/(apps|packages|bench)\//, '$1/');

/**
 * Self and inclusive ms a `unit` (a save, a report) by function and by file (package for
 * node_modules), `top` rows in each table.
 */
export function summarise(
  profile: Profile,
  count: number,
  unit: string,
  top: number,
  log: (s: string) => void,
): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const fnKey = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anon)'} ${shortUrl(n.callFrame.url)}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
  const fileKey = (n: ProfileNode) => {
    const u = shortUrl(n.callFrame.url);
    if (!u) return n.callFrame.functionName; // (garbage collector), (program), (idle)
    const pkg = /^nm\/((?:@[^/]+\/)?[^/]+)/.exec(u);
    return pkg ? `nm/${pkg[1]}` : u;
  };
  const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);
  const fnSelf = new Map<string, number>();
  const fnTotal = new Map<string, number>();
  const fileSelf = new Map<string, number>();
  const fileTotal = new Map<string, number>();
  let all = 0;
  let idle = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    all += us;
    if (node.callFrame.functionName === '(idle)') {
      idle += us;
      continue;
    }
    add(fnSelf, fnKey(node), us);
    add(fileSelf, fileKey(node), us);
    const fns = new Set<string>();
    const files = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at)!;
      if (n.callFrame.functionName === '(root)') continue;
      fns.add(fnKey(n));
      files.add(fileKey(n));
    }
    for (const k of fns) add(fnTotal, k, us);
    for (const k of files) add(fileTotal, k, us);
  }
  const perSave = (us: number) => (us / 1000 / count).toFixed(3);
  log(
    `profile: ${perSave(all)} ms a ${unit} sampled, ${perSave(idle)} idle, ${perSave(all - idle)} busy`,
  );
  const table = (title: string, m: Map<string, number>) => {
    log(`\n${title} (ms a ${unit})`);
    for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
      log(`  ${perSave(us).padStart(7)}  ${k}`);
  };
  table('self, by function', fnSelf);
  table('inclusive, by function', fnTotal);
  table('self, by file', fileSelf);
  table('inclusive, by file', fileTotal);
}

/** Profiles `f` (which does `count` units of work) and prints the summary. */
export async function profiled(
  f: () => Promise<void>,
  count: number,
  unit: string,
  top: number,
  log: (s: string) => void,
): Promise<Profile> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  await f();
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
  session.disconnect();
  summarise(profile, count, unit, top, log);
  return profile;
}
