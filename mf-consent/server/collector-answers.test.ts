/** @jest-environment node */
// Every answer of the API (status, headers, body), the raw answers to requests Node cannot parse, and the log lines,
// exactly as the collector gave them when this transcript was recorded (collector-answers.test-support.json).
// A change that is meant: `UPDATE_COLLECTOR_ANSWERS=1 npx jest mf-consent/server/collector-answers`, then
// `npx prettier --write` the file and read its diff.
import { expect, jest, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { recordAnswers } from './collector-answers.test-support.ts';

jest.setTimeout(60_000);

const RECORDED = path.join(__dirname, 'collector-answers.test-support.json');

test('the collector answers and logs exactly as recorded', async () => {
  const transcript = await recordAnswers();
  if (process.env.UPDATE_COLLECTOR_ANSWERS) fs.writeFileSync(RECORDED, `${JSON.stringify(transcript, null, 2)}\n`);
  const recorded = JSON.parse(fs.readFileSync(RECORDED, 'utf8')) as typeof transcript;
  for (const part of Object.keys(recorded) as (keyof typeof transcript)[])
    expect([part, transcript[part]]).toEqual([part, recorded[part]]);
});
