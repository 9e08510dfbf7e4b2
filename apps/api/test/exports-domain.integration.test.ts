// The exports are decided in the domain (domain/exports.ts), like every other read: called
// directly, without the REST gate in front, each download function refuses a resident, answers
// 404 for an unknown participant, and writes its audit entry before the file's first byte.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { listAuditLog } from '../src/domain/audit-log.ts';
import { DomainError } from '../src/domain/errors.ts';
import {
  exportCommunityReport,
  exportIndividualReport,
  exportMeterReadings,
  exportReport,
  exportTable,
  type ExportFile,
} from '../src/domain/exports.ts';
import type { SessionProfile } from '../src/domain/sessions.ts';
import { ADMIN, sampleResponses, scorePayload, signup, useTestServer } from './helpers.ts';

const server = await useTestServer({ checkSecrets: false });
const resident = await signup(server);
await resident.client.post('/api/scores', scorePayload(sampleResponses(3)));

const admin: SessionProfile = {
  id: server.adminId,
  profileName: ADMIN.profileName,
  email: ADMIN.email,
  isAdmin: true,
};
const asResident: SessionProfile = {
  id: resident.id,
  profileName: resident.profileName,
  email: resident.email,
  isAdmin: false,
};

const auditEntries = () => listAuditLog(server.deps, admin);

function refusal(act: () => unknown): DomainError {
  try {
    act();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

async function written(file: ExportFile): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await file.write(out, (profileId, error) => {
    throw new Error(`row of ${profileId} unreadable: ${String(error)}`);
  });
  out.end();
  return Buffer.concat(chunks);
}

describe('export domain functions', () => {
  const everyExport: [string, (caller: SessionProfile) => ExportFile][] = [
    ['participant scores CSV', (c) => exportTable(server.deps, c, 'participant-scores', 'csv')],
    ['responses XLSX', (c) => exportTable(server.deps, c, 'questionnaire-responses', 'xlsx')],
    ['report PDF', (c) => exportReport(server.deps, c)],
    ['community report PDF', (c) => exportCommunityReport(server.deps, c)],
    ['meter readings XLSX', (c) => exportMeterReadings(server.deps, c)],
    ['individual report PDF', (c) => exportIndividualReport(server.deps, c, resident.id)],
  ];

  it.each(everyExport)('refuse a resident the %s, writing no audit entry', (_name, open) => {
    const before = auditEntries().length;
    const error = refusal(() => open(asResident));
    expect(error.code).toBe('FORBIDDEN');
    expect(auditEntries()).toHaveLength(before);
  });

  it('answer 404 for a participant who does not exist, or for the administrator', () => {
    const before = auditEntries().length;
    expect(refusal(() => exportIndividualReport(server.deps, admin, 999_999)).code).toBe(
      'NOT_FOUND',
    );
    expect(refusal(() => exportIndividualReport(server.deps, admin, admin.id)).code).toBe(
      'NOT_FOUND',
    );
    expect(auditEntries()).toHaveLength(before);
  });

  it('record the download before the first byte, then write the file', async () => {
    const file = exportTable(server.deps, admin, 'participant-scores', 'csv');
    // Nothing written yet, and the download is already on the record.
    expect(auditEntries()[0]).toMatchObject({ action: 'export', subject: file.name });
    expect(file.name).toMatch(/^participant_scores_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.type).toBe('csv');
    const text = (await written(file)).toString('utf8');
    expect(text).toContain(resident.profileName);
  });

  it('name the individual report after the participant and write a PDF', async () => {
    const file = exportIndividualReport(server.deps, admin, resident.id);
    expect(file.type).toBe('pdf');
    expect(auditEntries()[0]).toMatchObject({ action: 'export', subject: file.name });
    const pdf = await written(file);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
