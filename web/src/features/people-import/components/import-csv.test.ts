import { describe, expect, it } from 'vitest';
import { linksCsv, templateOf } from './import-csv';

describe('import files', () => {
  it('offer the export’s header row as the template', () => {
    expect(templateOf('students')).toBe('full_name,student_id,email,phone,program,enrollment_year,can_upload_documents,is_active\n');
  });

  it('write the password links as CSV, quoting what needs it', () => {
    expect(linksCsv([{ name: 'Ana "La" Pérez', email: 'ana@x.test', link: 'https://s/set-password?token=a,b' }])).toBe('name,email,link\n"Ana ""La"" Pérez",ana@x.test,"https://s/set-password?token=a,b"\n');
  });
});
