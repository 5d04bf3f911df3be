// One athlete's registration on deadline day, over HTTP as the web app makes it: sign up, the mailed
// code, the three registration pages, four documents, submission, and the fee through the test gateway.
// Every call is timed by kind; a refusal or an error ends the journey and is counted with its code.
import sharp from 'sharp';
import type { Mailbox } from '../../apps/server/test/mailbox.js';

export interface CallRecord {
  kind: string;
  ms: number;
  status: number;
  code?: string;
}

export class Recorder {
  readonly calls: CallRecord[] = [];
  readonly failures: { athlete: number; kind: string; status: number; code: string; message: string }[] = [];
  completed = 0;

  summary() {
    const byKind = new Map<string, number[]>();
    for (const call of this.calls) byKind.set(call.kind, [...(byKind.get(call.kind) ?? []), call.ms]);
    const percentile = (sorted: number[], p: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
    const kinds = Object.fromEntries(
      [...byKind].map(([kind, values]) => {
        const sorted = [...values].sort((a, b) => a - b);
        const round = (value: number) => Math.round(value * 10) / 10;
        return [
          kind,
          {
            calls: sorted.length,
            p50: round(percentile(sorted, 50)),
            p95: round(percentile(sorted, 95)),
            p99: round(percentile(sorted, 99)),
            max: round(sorted.at(-1) ?? 0),
          },
        ];
      }),
    );
    const worstP95 = Math.max(0, ...Object.values(kinds).map((kind) => kind.p95));
    return { completed: this.completed, calls: this.calls.length, failures: this.failures, worstP95, kinds };
  }
}

export interface Athlete {
  serial: number;
  /** The address the proxy puts in X-Forwarded-For: the camp's network, or a home network of its own. */
  ip: string;
  district: string;
}

/** Files as the web app sends them: phone pictures redrawn at most 1,600 px on the long side, JPEG 0.85. */
export async function documentFiles() {
  // Smoothed noise: a photographed page or face compresses like this, unlike a flat colour.
  const picture = (width: number, height: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 140, sigma: 40 },
      },
    })
      .blur(2.5)
      .jpeg({ quality: 85 })
      .toBuffer();
  const [photo, scan] = await Promise.all([picture(1200, 1600), picture(1600, 1200)]);
  return { photo, scan };
}

type Files = Awaited<ReturnType<typeof documentFiles>>;

export interface JourneyOptions {
  baseUrl: string;
  mailbox: Mailbox;
  recorder: Recorder;
  files: Files;
  /** Tells this run's athletes from another run's on the same database. */
  runTag: string;
}

const DOCUMENTS = ['photo', 'disability_certificate', 'proof_of_age', 'identity_proof'] as const;

export async function registerAthlete(options: JourneyOptions, athlete: Athlete): Promise<boolean> {
  const { baseUrl, mailbox, recorder, files, runTag } = options;
  let token = '';
  const call = async (kind: string, method: string, path: string, body?: unknown, form?: FormData) => {
    const headers: Record<string, string> = { 'x-forwarded-for': athlete.ip };
    if (token) headers['access-token'] = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let status = 0;
    let payload: { success?: boolean; code?: string; message?: string; data?: Record<string, unknown> } = {};
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      status = response.status;
      payload = (await response.json()) as typeof payload;
    } catch (error) {
      payload = { code: 'NETWORK', message: String(error) };
    }
    const ms = performance.now() - started;
    recorder.calls.push({ kind, ms, status, code: payload.code });
    if (status < 200 || status >= 300 || payload.success !== true) {
      const failure = {
        athlete: athlete.serial,
        kind,
        status,
        code: payload.code ?? '',
        message: payload.message ?? '',
      };
      recorder.failures.push(failure);
      throw new Error(`${kind}: ${status} ${failure.code} ${failure.message}`);
    }
    return payload.data ?? {};
  };

  const name = `Camp Athlete ${runTag} ${athlete.serial}`;
  const email = `camp.${runTag}.${athlete.serial}@bench.example.in`.toLowerCase();
  const mobile = `9${String(100_000_000 + athlete.serial).slice(-9)}`;
  try {
    await call('signup', 'POST', '/api/signup', {
      name,
      email,
      phone: mobile,
      password: 'monsoon-javelin-7391',
    });
    const otp = await mailbox.latestCode(email);
    token = String((await call('verify-email', 'POST', '/api/verify-email', { email, otp })).accessToken);
    await call('page-1', 'POST', '/api/user/update-registration-page-1', {
      fullName: name,
      nameInStateScript: '',
      parentName: 'Krishnan Nair',
      dateOfBirth: '1998-04-12',
      gender: athlete.serial % 2 ? 'female' : 'male',
      bloodGroup: 'B+',
      mobile,
      alternateMobile: '',
      address: {
        line1: 'Kaithakkal House, Temple Road',
        city: 'Aluva',
        district: athlete.district,
        pinCode: '683101',
      },
      emergencyContact: { name: 'Krishnan Nair', relation: 'Father', phone: '9447012345' },
      hasLawfulGuardian: false,
    });
    await call('page-2', 'POST', '/api/user/update-registration-page-2', {
      disabilityType: 'locomotor',
      disabilityPercentage: 60,
      // State, district/CMO/type (the run's tag), birth year, a serial of the athlete's own, check.
      certificate: { kind: 'udid', udidNumber: `KL${runTag}1998${String(athlete.serial).padStart(6, '0')}5` },
      sports: [{ sport: 'athletics', sportClass: 't44', classStatus: 'confirmed' }],
      participantRole: 'athlete',
      coachName: '',
      clubOrSchool: '',
      districtUnit: athlete.district,
      bestPerformances: '',
      achievements: '',
    });
    await call('page-3', 'POST', '/api/user/update-registration-page-3', {
      proofOfAgeType: 'birth_certificate',
      identityProofType: 'masked_aadhaar',
      declarationTrue: true,
      privacyConsent: true,
      antiDopingAcknowledged: true,
    });
    for (const kind of DOCUMENTS) {
      const form = new FormData();
      form.append('kind', kind);
      const bytes = kind === 'photo' ? files.photo : files.scan;
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${kind}.jpg`);
      await call(`upload ${kind}`, 'POST', '/api/user/upload-registration-document', undefined, form);
    }
    await call('finalize', 'POST', '/api/user/finalize-registration');
    const order = await call('payment order', 'POST', '/api/user/create-registration-payment-order');
    const paid = await call(
      'test gateway pay',
      'POST',
      `/api/payments/test-gateway/orders/${order.orderId}/pay`,
      {
        outcome: 'success',
      },
    );
    await call('verify payment', 'POST', '/api/user/verify-registration-payment', {
      orderId: paid.orderId,
      paymentId: paid.paymentId,
      signature: paid.signature,
    });
    recorder.completed += 1;
    return true;
  } catch {
    return false;
  }
}
