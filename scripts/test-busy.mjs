// `npm run test:busy [-- command …]`: runs a suite as CI meets it, on a machine where something
// else keeps one core busy the whole time. Default command: `npm test`; any other can follow `--`
// (e.g. `npm run test:busy -- npm run test:faults`, or `-- bash .ci/run`). The busy loop runs at
// the tests' own priority and stops with the command, or by itself after BUSY_MAX_MINUTES (90).
import { fork, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

if (process.argv[2] === '--spin') {
  // The busy neighbour: spins until its time is up, checking the clock now and then.
  const until = Date.now() + Number(process.argv[3]);
  let x = 0;
  while (Date.now() < until) for (let i = 0; i < 1e6; i += 1) x = (x + i) % 1_000_003;
  process.exit(0);
}

const [command = 'npm', ...args] =
  process.argv.length > 2 ? process.argv.slice(2) : ['npm', 'test'];
const maxMs = (Number(process.env.BUSY_MAX_MINUTES) || 90) * 60_000;
// One core of two (or BUSY_CORES of more): a machine shared with one other job.
const cores = Number(process.env.BUSY_CORES) || Math.max(1, Math.floor(availableParallelism() / 2));
const spinners = Array.from({ length: cores }, () =>
  fork(new URL(import.meta.url), ['--spin', String(maxMs)], { stdio: 'ignore' }),
);
console.log(`test:busy: ${cores} busy core(s) while running: ${[command, ...args].join(' ')}`);

const stopSpinners = () => spinners.forEach((spinner) => spinner.kill('SIGKILL'));
const child = spawn(command, args, { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    child.kill(signal);
    stopSpinners();
  });
child.on('exit', (code, signal) => {
  stopSpinners();
  process.exit(code ?? (signal ? 1 : 0));
});
