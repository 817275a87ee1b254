// `npm run dev`: the API with reload on :3000 (embedded database in ./data) and the Vite dev
// server on :5173 proxying /api to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      NODE_ENV: 'development',
      APP_URL: 'http://localhost:5173',
      LOG_LEVEL: 'info',
      ...process.env,
    },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
