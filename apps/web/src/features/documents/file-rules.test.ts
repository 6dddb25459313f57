// Upload checks of spec section 5: one item at a time, allowed types only, a size limit.
import { describe, expect, it } from 'vitest';
import { fileProblem } from './file-rules';

const file = (name: string, size = 100) => ({ name, size });

describe('fileProblem', () => {
  it('accepts one file of an allowed type within the limit', () => {
    expect(fileProblem([file('guide.PDF')])).toBeNull();
    expect(fileProblem([file('rates.xlsx', 10 * 1024 * 1024)])).toBeNull();
  });
  it('names the problem otherwise', () => {
    expect(fileProblem([])).toBe('validation.required');
    expect(fileProblem([file('a.pdf'), file('b.pdf')])).toBe('validation.oneFileAtATime');
    expect(fileProblem([file('tool.exe')])).toBe('validation.invalidFileType');
    expect(fileProblem([file('noextension')])).toBe('validation.invalidFileType');
    expect(fileProblem([file('big.pdf', 10 * 1024 * 1024 + 1)])).toBe('validation.fileTooLarge');
    expect(fileProblem([file('empty.txt', 0)])).toBe('validation.fileEmpty');
  });
});
