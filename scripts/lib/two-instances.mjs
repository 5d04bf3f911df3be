// Two portal instances behind Debian's nginx, on one PostgreSQL database and one shared data folder
// (uploads, mail outbox): the smallest set-up that shows the portal keeps no state of its own in an
// instance. Used by `npm run two-instances` and by the test that kills an instance mid-journey.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitForHealth(url, timeoutMs, isAlive = () => true) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!isAlive()) throw new Error(`${url} exited while starting`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer /api/health within ${timeoutMs / 1000} s`);
}

/** nginx's configuration: round robin, and a request that never reached a dead instance goes to the other. */
export function nginxConfig({ listenPort, upstreamPorts, runDir }) {
  return `worker_processes 1;
pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;
events { worker_connections 512; }
http {
  access_log ${runDir}/access.log;
  client_body_temp_path ${runDir}/client-body;
  proxy_temp_path ${runDir}/proxy;
  fastcgi_temp_path ${runDir}/fastcgi;
  uwsgi_temp_path ${runDir}/uwsgi;
  scgi_temp_path ${runDir}/scgi;
  # Documents are up to 5 MB; leave room for the multipart envelope.
  client_max_body_size 12m;

  upstream portal {
${upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=3s;`).join('\n')}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A request that could not be delivered (instance down) goes to the other instance. nginx never
      # re-sends a POST that an instance has already received, so nothing is done twice.
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      # Which instance answered, for the operator (and the test that checks both take turns).
      add_header X-Served-By $upstream_addr always;
    }
  }
}
`;
}

/**
 * Starts the set-up and returns handles to stop, kill and restart an instance. Needs a built portal
 * (`npm run build`), nginx, and a PostgreSQL database in `databaseUrl`.
 */
export async function startTwoInstances({ databaseUrl, dataDir, listenPort, env = {}, log = () => {} }) {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build the portal first: npm run build');
  if (!existsSync(NGINX_PATH))
    throw new Error(`nginx was not found at ${NGINX_PATH}: apt-get install -y nginx`);
  mkdirSync(dataDir, { recursive: true });
  const runDir = path.join(dataDir, 'nginx');
  mkdirSync(runDir, { recursive: true });
  // nginx's workers run as an unprivileged user when started by root; they write request bodies here.
  chmodSync(runDir, 0o777);

  const ports = { a: await freePort(), b: await freePort() };
  const port = listenPort ?? (await freePort());
  const processes = {};

  const startInstance = async (name) => {
    const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...env,
        PORT: String(ports[name]),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: '1',
      },
    });
    child.stdout.on('data', (chunk) => log(name, chunk.toString()));
    child.stderr.on('data', (chunk) => log(name, chunk.toString()));
    processes[name] = child;
    await waitForHealth(`http://127.0.0.1:${ports[name]}`, 60_000, () => child.exitCode === null);
  };

  // One after the other: both would migrate under the advisory lock anyway, but the first start also
  // creates the administrator and the seed content.
  await startInstance('a');
  await startInstance('b');

  const confPath = path.join(runDir, 'nginx.conf');
  writeFileSync(confPath, nginxConfig({ listenPort: port, upstreamPorts: [ports.a, ports.b], runDir }));
  const nginx = spawn(
    NGINX_PATH,
    ['-p', runDir, '-c', confPath, '-e', path.join(runDir, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  nginx.stderr.on('data', (chunk) => log('nginx', chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, 10_000, () => nginx.exitCode === null);

  const stopChild = (child, signal = 'SIGTERM') =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });

  return {
    url,
    ports,
    /** Ends an instance at once, as a crash or an out-of-memory kill would. */
    kill: (name) => stopChild(processes[name], 'SIGKILL'),
    restart: (name) => startInstance(name),
    async stop() {
      await Promise.all([stopChild(processes.a), stopChild(processes.b), stopChild(nginx, 'SIGQUIT')]);
    },
  };
}
