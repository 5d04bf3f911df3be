// nginx in front of the portal with TLS and HTTP/2, as a real deployment serves it (a load balancer
// or nginx terminating HTTPS): the browser then fetches the app's many small modules over one
// connection instead of six. The certificate is self-signed, made here for 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function selfSignedCertificate(dir) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  return { key, cert };
}

/** Starts nginx on `listenPort` (TLS, HTTP/2) passing requests to the portal on `upstreamPort`. */
export async function startTlsProxy({ listenPort, upstreamPort, dir }) {
  const runDir = path.join(dir, 'nginx');
  mkdirSync(runDir, { recursive: true });
  const { key, cert } = selfSignedCertificate(runDir);
  const config = path.join(runDir, 'nginx.conf');
  writeFileSync(
    config,
    `worker_processes 1;
daemon off;
pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${runDir}/client-body;
  proxy_temp_path ${runDir}/proxy;
  fastcgi_temp_path ${runDir}/fastcgi;
  uwsgi_temp_path ${runDir}/uwsgi;
  scgi_temp_path ${runDir}/scgi;
  client_max_body_size 12m;
  upstream portal { server 127.0.0.1:${upstreamPort}; keepalive 16; }
  server {
    # Debian 12's nginx (1.22) takes HTTP/2 as a flag of listen.
    listen 127.0.0.1:${listenPort} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  );
  const nginx = spawn(NGINX, ['-c', config, '-e', path.join(runDir, 'error.log')], { stdio: 'inherit' });
  const base = `https://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with code ${nginx.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, stop: () => nginx.kill('SIGTERM') };
}
