import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
const port = 18500;
const child = spawn(process.execPath, [...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof/out'] : []), '/work/main/apps/server/dist/main.js'], { cwd: '/work/main', env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: process.env.DD!, CAPTCHA: 'off', LOG_LEVEL: process.env.LL ?? 'warn', DATABASE_URL: process.env.PGURL ?? '', NODE_ENV: 'production' }, stdio: ['ignore', 'inherit', 'inherit'] });
const base = `http://127.0.0.1:${port}`;
for (;;) { try { if ((await fetch(base + '/api/health')).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
const login = await (await fetch(base + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'Demo@2026', captchaId: '', captcha: '' }) })).json() as any;
const body = process.env.BODY ?? JSON.stringify({ current: 1, size: 10, state: 2, categoryId: 10, sortBy: 'updatedTime', sortType: 'desc' });
const one = await (await fetch(base + '/api/goods/page', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.token}` }, body })).json() as any;
console.log('total', one.total, 'rows', one.data.length, one.data[0]?.name);
const common = { url: base + (process.env.URLP ?? '/api/goods/page'), connections: Number(process.env.CONN ?? 50), method: 'POST' as const, headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.token}` }, body };
await autocannon({ ...common, duration: 4 });
const r = await autocannon({ ...common, duration: 4 });
console.log(JSON.stringify(r.latency)); console.log('errors', r.errors, 'timeouts', r.timeouts, 'total', r.requests.total, 'rps', Math.round(r.requests.average), 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx);
child.kill('SIGTERM'); await new Promise((r) => child.once('exit', r));
