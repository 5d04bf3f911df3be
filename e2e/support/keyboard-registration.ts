// The registration pages filled by keyboard alone (focus moves by script or Tab; everything else is
// typed or pressed, no mouse), shared by the registration journeys.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { tinyPdf } from './documents.js';
import { expect } from './fixtures.js';
import { choose, press, typeDate, typeIn, uploadByKeyboard } from './keyboard.js';
import { e2eRoot } from './paths.js';

const fixture = (name: string) => path.join(e2eRoot, 'fixtures', name);

const files = {
  photo: {
    name: 'athlete-photo.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync(fixture('athlete-photo.jpg')),
  },
  certificate: {
    name: 'disability-certificate.png',
    mimeType: 'image/png',
    buffer: readFileSync(fixture('disability-certificate.png')),
  },
  age: { name: 'birth-certificate.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Birth certificate') },
  identity: { name: 'voter-id.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Voter ID') },
};

export const stepHeading = (page: Page, n: number) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^Step ${n} of 3`) });

export async function fillPage1(page: Page) {
  await typeIn(page, page.getByLabel(/^Father's or mother's name/), 'Gopalan Nair');
  await typeDate(page, page.getByLabel(/^Date of birth/), '1999-05-04');
  await choose(page, page.getByLabel(/^Blood group/), 'O+', 'O+');
  await press(page, page.getByRole('radio', { name: 'Female' }), 'Space');
  await typeIn(page, page.getByLabel(/^House name or number/), 'Lakshmi Nivas, Temple Road');
  await typeIn(page, page.getByLabel(/^City, town or village/), 'Kochi');
  await choose(page, page.getByLabel(/^District/), 'Ernakulam', 'Ernakulam');
  await typeIn(page, page.getByLabel(/^PIN code/), '682016');
  await typeIn(page, page.getByLabel(/^Emergency contact's name/), 'Gopalan Nair');
  await typeIn(page, page.getByLabel(/^Their relation to the athlete/), 'Father');
  await typeIn(page, page.getByLabel(/^Emergency contact's mobile number/), '9847000011');
}

export async function fillPage2Start(page: Page) {
  await choose(page, page.getByLabel(/^Type of disability/), 'Locomotor', 'locomotor');
  await expect(page.getByText(/impaired muscle power/)).toBeVisible();
  await typeIn(page, page.getByLabel(/^Disability percentage/), '60');
}

export async function fillPage2Rest(page: Page) {
  await choose(page, page.getByLabel(/^Sport$|^Sport \*/), 'Para athletics', 'athletics');
  await choose(page, page.getByLabel(/^Classification status/), 'Confirmed', 'confirmed');
  await typeIn(page, page.getByLabel(/^Sport class/), 'T44');
  await choose(page, page.getByLabel(/^District unit/), 'Ernakulam', 'Ernakulam');
}

export async function uploadDocuments(page: Page) {
  await uploadByKeyboard(page, page.getByRole('button', { name: 'Choose file: Photo' }), files.photo);
  await uploadByKeyboard(
    page,
    page.getByRole('button', { name: 'Choose file: Disability certificate or UDID card' }),
    files.certificate,
  );
  await choose(page, page.getByLabel(/^Type of proof of age/), 'Birth', 'birth_certificate');
  await uploadByKeyboard(page, page.getByRole('button', { name: 'Choose file: Proof of age' }), files.age);
  await choose(page, page.getByLabel(/^Type of identity proof/), 'Voter', 'voter_id');
  await uploadByKeyboard(
    page,
    page.getByRole('button', { name: 'Choose file: Identity proof' }),
    files.identity,
  );
  for (const label of ['Photo', 'Disability certificate or UDID card', 'Proof of age', 'Identity proof']) {
    await expect(page.getByRole('button', { name: `Replace ${label}` })).toBeVisible({ timeout: 20_000 });
  }
  await expect(page.getByRole('img', { name: 'Preview of the uploaded Photo' })).toBeVisible();
}

export async function declare(page: Page) {
  await press(page, page.getByLabel(/^I declare that the information/), 'Space');
  await press(page, page.getByLabel(/^I agree that the association may process/), 'Space');
  await press(page, page.getByLabel(/^I understand that anti-doping rules/), 'Space');
}

export async function download(page: Page, trigger: Locator): Promise<Buffer> {
  const pending = page.waitForEvent('download');
  await press(page, trigger, 'Enter');
  const file = await pending;
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
